import { useEffect, useRef, useState, type DragEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AuthLayout } from '@/components/auth-layout.tsx';
import { sha256Hex, verifyApproval, VerifyError, type VerifyOutcome } from '../api/verify.ts';
import { VerifyResult } from './verify-result.tsx';

const HEX64 = /^[0-9a-f]{64}$/;

type State =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'done'; outcome: VerifyOutcome }
  | { kind: 'failed'; message: string };

/**
 * Checks an approved timesheet PDF without an account (issue 30 §3): the fingerprint printed on
 * it, or the SHA-256 of the file itself (pasted, or computed here from the chosen file, which
 * never leaves the browser); the answer, and the proof of its decisions checked here.
 */
export function VerifyApproval({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);

  const check = async (fingerprint: string) => {
    setState({ kind: 'checking' });
    try {
      setState({ kind: 'done', outcome: await verifyApproval(fingerprint) });
    } catch (failure) {
      const message =
        failure instanceof VerifyError && failure.status === 429
          ? 'Too many checks from this address. Try again in a minute.'
          : failure instanceof Error
            ? failure.message
            : String(failure);
      setState({ kind: 'failed', message });
    }
  };

  useEffect(() => {
    if (HEX64.test(initial)) void check(initial);
  }, [initial]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fingerprint = value.trim().toLowerCase();
    if (!HEX64.test(fingerprint)) {
      setError('A fingerprint is 64 hexadecimal characters');
      return;
    }
    setError(null);
    void check(fingerprint);
  };

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    const fingerprint = await sha256Hex(await file.arrayBuffer());
    setValue(fingerprint);
    setError(null);
    void check(fingerprint);
  };

  return (
    <AuthLayout
      wide
      heading="Verify an approval"
      intro="Paste the fingerprint printed on an approved timesheet PDF, or choose or drop the PDF file: its SHA-256 is computed in your browser, and the file stays on your device."
    >
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        // A PDF dropped anywhere on the form is checked as if chosen.
        onDragOver={(event: DragEvent) => event.preventDefault()}
        onDrop={(event: DragEvent) => {
          event.preventDefault();
          void chooseFile(event.dataTransfer.files[0]);
        }}
      >
        <Stack spacing={2}>
          <TextField
            label="Fingerprint or file SHA-256"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
            fullWidth
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={state.kind === 'checking'}>
              Verify
            </Button>
            <Button variant="outlined" onClick={() => input.current?.click()}>
              Choose the PDF
            </Button>
            <input
              ref={input}
              type="file"
              hidden
              aria-label="Choose the PDF"
              accept="application/pdf,.pdf"
              onChange={(event) => {
                void chooseFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Stack>
        </Stack>
      </Box>
      <Box aria-live="polite" sx={{ mt: 2 }}>
        {state.kind === 'checking' && <Typography color="text.secondary">Checking…</Typography>}
        {state.kind === 'failed' && <Alert severity="error">{state.message}</Alert>}
        {state.kind === 'done' && <VerifyResult outcome={state.outcome} />}
      </Box>
    </AuthLayout>
  );
}
