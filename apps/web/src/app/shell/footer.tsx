import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';

/** Version, commit and stage (A§2.3). */
export function Footer() {
  const config = useClientConfig();
  return (
    <Box component="footer" sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="caption" color="text.secondary">
        {config.brandName} v{config.version} · {config.commit} · {config.stage}
      </Typography>
    </Box>
  );
}
