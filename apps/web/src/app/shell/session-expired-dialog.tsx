import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { session, signOut } from '@/lib/auth/session.ts';

/** Appears when the window has focus and the session's end has passed; its button logs out (A§4). */
export function SessionExpiredDialog() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const check = () => {
      const end = session.get().tokenExpirationUnix;
      if (end && Date.now() >= end * 1000 && document.hasFocus()) setOpen(true);
    };
    const timer = setInterval(check, 1000);
    window.addEventListener('focus', check);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', check);
    };
  }, []);
  return (
    <Dialog open={open} aria-labelledby="session-expired-title" role="alertdialog">
      <DialogTitle id="session-expired-title">Session Expired</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your session has expired. Please log-in again to continue.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" autoFocus onClick={() => void signOut({ remote: false })}>
          Logout
        </Button>
      </DialogActions>
    </Dialog>
  );
}
