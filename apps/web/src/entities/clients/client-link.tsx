import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Edit mode's client (D§2.2): a link that opens the client editor in place of this one. */
export function ClientLink({ name, onOpen }: { name: string; onOpen(): void }) {
  return (
    <Stack spacing={0.25}>
      <Typography variant="caption" color="text.secondary">
        Client
      </Typography>
      <Link
        component="button"
        type="button"
        variant="body1"
        onClick={onOpen}
        sx={{ alignSelf: 'flex-start', textAlign: 'left' }}
      >
        {name}
      </Link>
    </Stack>
  );
}
