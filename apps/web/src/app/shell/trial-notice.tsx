import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { trialDaysLeft } from '@tallysheet/contract/tenants/banner';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import { localToday } from '@/lib/dates.ts';
import { openSubscriptionModal } from '@/lib/subscription-modal.ts';

/** Pinned to the bottom of the sidebar while a tenant admin's trial runs (A§2.4). */
export function TrialNotice({ onNavigate }: { onNavigate: () => void }) {
  const { profile, tenant } = useBootstrap();
  const days = trialDaysLeft(profile.systemRole, tenant.billing, localToday());
  if (days === null) return null;
  return (
    <Box
      sx={{
        m: 1.5,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'action.selected',
      }}
    >
      <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {days}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Days Left In Trial
      </Typography>
      {/* A§2.4: Upgrade opens the activation modal, dismissable. */}
      <Button
        onClick={() => {
          onNavigate();
          openSubscriptionModal();
        }}
        variant="contained"
        size="small"
        fullWidth
      >
        Upgrade
      </Button>
    </Box>
  );
}
