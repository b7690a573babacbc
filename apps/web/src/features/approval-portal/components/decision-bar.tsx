import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PORTAL_WIDTH } from '@/components/portal-layout.tsx';

/** The sticky bar under the days: what is chosen so far, and Submit. */
export function DecisionBar({
  counts,
  submitting,
  onSubmit,
}: {
  counts: { approved: number; rejected: number; undecided: number };
  submitting: boolean;
  onSubmit(): void;
}) {
  const parts = [
    `${counts.approved} approved`,
    `${counts.rejected} rejected`,
    `${counts.undecided} undecided`,
  ];
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 1,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -2px 8px rgba(24, 32, 43, 0.06)',
      }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          gap: 2,
          maxWidth: PORTAL_WIDTH,
          mx: 'auto',
          px: 2,
          py: 1.5,
        }}
      >
        <Typography
          variant="body2"
          role="status"
          aria-live="polite"
          sx={{ flex: 1, minWidth: 0, fontVariantNumeric: 'tabular-nums' }}
        >
          {parts.join(' · ')}
        </Typography>
        <Button
          variant="contained"
          loading={submitting}
          onClick={onSubmit}
          sx={{ minHeight: 44, px: 3, flexShrink: 0 }}
        >
          Submit
        </Button>
      </Stack>
    </Box>
  );
}
