import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useActionToast } from '@/components/use-action-toast.ts';
import { SENSITIVE } from '@/lib/sensitive.ts';

/** The words around a secret shown once: the warning, the button and its two toasts. */
export interface ShownOnceTexts {
  warning: string;
  copy: string;
  copied: string;
  copyFailed: string;
}

/**
 * A secret shown this once (an API key, a webhook signing secret): read-only, selected on
 * focus, with the warning and a Copy button that says whether copying worked.
 */
export function ShownOnceSecret({
  label,
  value,
  testId,
  texts,
}: {
  label: string;
  value: string;
  testId: string;
  texts: ShownOnceTexts;
}) {
  const toast = useActionToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast(texts.copied, { variant: 'success' });
    } catch {
      toast(texts.copyFailed, { variant: 'error' });
    }
  };
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Alert severity="warning">{texts.warning}</Alert>
      <TextField
        {...SENSITIVE}
        label={label}
        value={value}
        fullWidth
        multiline
        onFocus={(event) => event.target.select()}
        slotProps={{
          htmlInput: {
            readOnly: true,
            'data-testid': testId,
            style: { fontFamily: 'ui-monospace, monospace', wordBreak: 'break-all' },
          },
        }}
      />
      <div>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy()}
          autoFocus
        >
          {texts.copy}
        </Button>
      </div>
    </Stack>
  );
}
