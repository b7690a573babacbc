import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useActionToast } from '@/components/use-action-toast.ts';
import { saveFile } from '@/lib/download.ts';
import { SENSITIVE } from '@/lib/sensitive.ts';
import { MFA_TEXT } from '../messages.ts';

/** The ten recovery codes, shown once, with copy and download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const toast = useActionToast();
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast(MFA_TEXT.copied, { variant: 'success' });
    } catch {
      toast('The codes could not be copied: download them instead.', { variant: 'error' });
    }
  };
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {MFA_TEXT.recoveryTitle}
      </Typography>
      <Alert severity="warning">{MFA_TEXT.recoveryIntro}</Alert>
      <Box
        {...SENSITIVE}
        component="ul"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(2, max-content)',
          columnGap: 4,
          rowGap: 0.5,
          fontFamily: 'monospace',
          fontSize: 15,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={() => void copy()}>
          {MFA_TEXT.copy}
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            saveFile({
              blob: new Blob([text], { type: 'text/plain' }),
              filename: 'recovery-codes.txt',
            })
          }
        >
          {MFA_TEXT.download}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={onDone}>
          {MFA_TEXT.done}
        </Button>
      </Stack>
    </Stack>
  );
}
