import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CreatedApiKey } from '@tallysheet/contract/api-keys/api-keys';
import { useActionToast } from '@/components/use-action-toast.ts';
import { SENSITIVE } from '@/lib/sensitive.ts';
import { API_KEY_TEXT } from '@/features/api-keys/messages.ts';

/** The new key, this once: read-only, selected on focus, with Copy and the warning. */
export function ShownOnce({ created }: { created: CreatedApiKey }) {
  const toast = useActionToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      toast(API_KEY_TEXT.copied, { variant: 'success' });
    } catch {
      toast(API_KEY_TEXT.copyFailed, { variant: 'error' });
    }
  };
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Alert severity="warning">{API_KEY_TEXT.shownOnceWarning}</Alert>
      <TextField
        {...SENSITIVE}
        label={created.name}
        value={created.key}
        fullWidth
        multiline
        onFocus={(event) => event.target.select()}
        slotProps={{
          htmlInput: {
            readOnly: true,
            'data-testid': 'new-api-key',
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
          {API_KEY_TEXT.copy}
        </Button>
      </div>
    </Stack>
  );
}
