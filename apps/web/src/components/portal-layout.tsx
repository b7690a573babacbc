import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BrandMark } from '@/components/brand-mark.tsx';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';

export const PORTAL_WIDTH = 640;

/** A public page (UX.md §7: the approval portal, the test checkout): no app chrome, the brand and the company, one column. */
export function PortalLayout({
  companyName,
  children,
  footer,
}: {
  companyName?: string;
  children: ReactNode;
  /** The sticky action bar, full width under the column. */
  footer?: ReactNode;
}) {
  const { brandName } = useClientConfig();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="header"
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', maxWidth: PORTAL_WIDTH, mx: 'auto', px: 2, minHeight: 56 }}
        >
          <BrandMark size={28} />
          <Typography component="span" sx={{ fontSize: 18, fontWeight: 700, flexShrink: 0 }}>
            {brandName}
          </Typography>
          {companyName && (
            <>
              <Box
                aria-hidden
                sx={{ width: '1px', alignSelf: 'stretch', my: 2, bgcolor: 'divider' }}
              />
              <Typography
                component="span"
                color="text.secondary"
                title={companyName}
                sx={{
                  fontWeight: 600,
                  minWidth: 0,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {companyName}
              </Typography>
            </>
          )}
        </Stack>
      </Box>
      <Box
        component="main"
        sx={{ flex: 1, width: '100%', maxWidth: PORTAL_WIDTH, mx: 'auto', px: 2, pt: 3, pb: 4 }}
      >
        {children}
      </Box>
      {footer}
    </Box>
  );
}
