import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BrandMark } from '@/components/brand-mark.tsx';

/**
 * A full-screen message with its actions: the special screens of A§2.3. `inline` shows it in
 * the app's main area instead, below the top bar and beside the sidebar.
 */
export function MessageScreen({
  title,
  children,
  actions,
  brandName,
  inline = false,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  brandName: string;
  inline?: boolean;
}) {
  return (
    <Box
      component={inline ? 'div' : 'main'}
      sx={{
        minHeight: inline ? 0 : '100vh',
        display: 'grid',
        placeItems: 'center',
        bgcolor: inline ? undefined : 'background.default',
        p: 2,
        py: inline ? 6 : 2,
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <BrandMark />
            <Typography variant="h6" component="p" color="primary">
              {brandName}
            </Typography>
          </Stack>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography component="div" color="text.secondary">
            {children}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {actions}
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
