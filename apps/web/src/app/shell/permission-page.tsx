import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { signOut } from '@/lib/auth/session.ts';

/** Shown in place of a screen when the API answers 403 (A§2.3). */
export function PermissionPage() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Alert severity="error">
        You do not have permission to access this resource. Please contact your system administrator
      </Alert>
      <div>
        <Button variant="outlined" onClick={() => void signOut()}>
          Logout
        </Button>
      </div>
    </Stack>
  );
}
