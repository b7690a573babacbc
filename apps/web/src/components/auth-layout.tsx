import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BrandMark } from '@/components/brand-mark.tsx';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';

/** "v3.2.0 · abc1234 · local": the spec's footer of version, commit and stage, blanks left out. */
function VersionFooter() {
  const { version, commit, stage } = useClientConfig();
  const parts = [version && `v${version}`, commit && commit.slice(0, 7), stage].filter(Boolean);
  return (
    <Typography
      component="footer"
      variant="caption"
      color="text.secondary"
      sx={{ mt: 3, textAlign: 'center' }}
    >
      {parts.join(' · ')}
    </Typography>
  );
}

function Brand() {
  const { brandName } = useClientConfig();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
      <BrandMark size={36} />
      <Typography component="span" sx={{ fontSize: 22, lineHeight: '28px', fontWeight: 700 }}>
        {brandName}
      </Typography>
    </Stack>
  );
}

const pageSx = {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  bgcolor: 'background.default',
  px: { xs: 2, sm: 3 },
  py: { xs: 3, sm: 5 },
} as const;

/**
 * The signed-out page: the brand on top, one centred card (at most 400px wide, or 480px
 * for longer forms) with the screen's heading, and the version footer.
 */
export function AuthLayout({
  heading,
  intro,
  children,
  wide = false,
}: {
  heading: ReactNode;
  /** A line under the heading. */
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Box component="main" sx={pageSx}>
      <Brand />
      <Card sx={{ width: '100%', maxWidth: wide ? 480 : 400 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
          <Typography variant="h5" component="h1" sx={{ mb: intro ? 1 : 3 }}>
            {heading}
          </Typography>
          {intro && (
            <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
              {intro}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
      <VersionFooter />
    </Box>
  );
}

/** A full-page wait: the brand image, a spinner and what is happening ("Logging you in"). */
export function BusyScreen({ message }: { message: string }) {
  return (
    <Box component="main" sx={{ ...pageSx, gap: 2 }} role="status" aria-live="polite" aria-busy>
      <BrandMark size={56} />
      <CircularProgress size={28} aria-hidden />
      <Typography variant="body1" color="text.secondary">
        {message}
      </Typography>
    </Box>
  );
}

/** The row of secondary links under a form. */
export function AuthLinks({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction="row"
      sx={{ mt: 2, gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}
    >
      {children}
    </Stack>
  );
}
