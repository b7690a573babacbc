import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BILLING_TEXT, type PaidType } from '@tallysheet/contract/tenants/billing';
import { BrandMark } from '@/components/brand-mark.tsx';
import { signOut } from '@/lib/auth/session.ts';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { useSubscribe } from '../api/subscribe.ts';
import { PlanPicker } from './plan-picker.tsx';

/**
 * The full-screen activation modal (A§2.3, A§4): choose Monthly or Annual and go to the
 * checkout. Opened from the trial notice or the banner it can be closed; an inactive tenant's
 * Billing Administrator gets it with Logout instead, and Escape does nothing.
 */
export function SubscribeDialog({
  open,
  dismissable,
  plan,
  onClose,
}: {
  open: boolean;
  dismissable: boolean;
  /** The plan chosen before it opened; else the tenant's, else Monthly. */
  plan?: PaidType;
  onClose(): void;
}) {
  const { brandName } = useClientConfig();
  const { tenant } = useBootstrap();
  const { billing } = tenant;
  const titleId = useId();
  const initial = plan ?? (billing.subscriptionType === 'Annual' ? 'Annual' : 'Monthly');
  const [type, setType] = useState<PaidType>(initial);
  // Each opening starts on the plan chosen then (issue 28: never back on Monthly).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setType(initial);
  }
  const subscribe = useSubscribe(billing);
  const inactive = billing.subscriptionStatus === 'inactive';
  return (
    <Dialog
      open={open}
      fullScreen
      aria-labelledby={titleId}
      // Not dismissable: Escape and a click outside do nothing (A§4).
      onClose={() => {
        if (dismissable) onClose();
      }}
    >
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: { xs: 3, sm: 6 } }}>
        <Stack spacing={3} sx={{ width: '100%', maxWidth: 720 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <BrandMark size={32} />
            <Typography id={titleId} variant="h5" component="h2">
              {BILLING_TEXT.subscribe(brandName)}
            </Typography>
          </Stack>
          <Typography color="text.secondary">
            {inactive
              ? `${tenant.tenantName}'s subscription is not active. Choose a plan and add a payment method to continue.`
              : 'Choose a plan and add a payment method. You are charged for the users of your account; the account creator is free.'}
          </Typography>
          <PlanPicker users={tenant.numberOfSystemUsers} value={type} onChange={setType} />
          {subscribe.isError && <Alert severity="error">{BILLING_TEXT.startError}</Alert>}
          <DialogActions sx={{ px: 0, gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {dismissable ? (
              <Button variant="outlined" onClick={onClose}>
                Not Now
              </Button>
            ) : (
              <Button variant="outlined" onClick={() => void signOut()}>
                Logout
              </Button>
            )}
            <Button
              variant="contained"
              loading={subscribe.isPending || subscribe.isSuccess}
              onClick={() => subscribe.mutate({ type, returnUrl: window.location.href })}
            >
              Continue to Payment
            </Button>
          </DialogActions>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
