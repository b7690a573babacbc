import { useState } from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ReloadAlert } from '@/components/load-states.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { useMfaStatus } from '../api/mfa.ts';
import { MFA_TEXT } from '../messages.ts';
import { DisableMfaDialog } from './disable-mfa-dialog.tsx';
import { MfaEnrolment } from './mfa-enrolment.tsx';

/** Your Profile's two-step verification: set up an authenticator app, or turn it off. */
export function MfaSection() {
  const status = useMfaStatus();
  const toast = useActionToast();
  const [enrolling, setEnrolling] = useState(false);
  const [disabling, setDisabling] = useState(false);

  if (status.isError)
    return (
      <ReloadAlert onReload={() => void status.refetch()}>
        Two-step verification could not be loaded.
      </ReloadAlert>
    );
  if (!status.data) return <Skeleton variant="rounded" height={40} />;
  if (enrolling)
    return (
      <MfaEnrolment
        onCancel={() => setEnrolling(false)}
        onDone={() => {
          setEnrolling(false);
          toast(MFA_TEXT.turnedOn, { variant: 'success' });
        }}
      />
    );
  const { enabled } = status.data;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{enabled ? MFA_TEXT.on : MFA_TEXT.off}</Typography>
      {enabled ? (
        <Button variant="outlined" color="error" onClick={() => setDisabling(true)}>
          {MFA_TEXT.turnOff}
        </Button>
      ) : (
        <Button variant="contained" onClick={() => setEnrolling(true)}>
          {MFA_TEXT.setUp}
        </Button>
      )}
      <DisableMfaDialog open={disabling} onClose={() => setDisabling(false)} />
    </Stack>
  );
}
