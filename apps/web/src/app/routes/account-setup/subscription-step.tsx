import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SubscribeDialog } from '@/features/billing/components/subscribe-dialog.tsx';
import type { StepContentProps } from '@/features/onboarding/components/setup-wizard.tsx';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import { trialDaysLeft } from '@tallysheet/contract/tenants/banner';
import { localToday } from '@/lib/dates.ts';

export const SUBSCRIPTION_STEP_TEXT = {
  trial: (daysLeft: number | null) =>
    `You are on a free trial${daysLeft === null ? '' : ` with ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`}. Stay on the trial for now, or subscribe to keep going without a break.`,
  active: 'Your subscription is active.',
  subscribe: 'Subscribe Now',
  stayOnTrial: 'Stay on Trial and Finish',
  finish: 'Finish Setup',
} as const;

/** The wizard's last step: stay on the trial, or subscribe through the billing flow (A§4). */
export function SubscriptionStep({ complete }: StepContentProps) {
  const { tenant, profile } = useBootstrap();
  const { billing } = tenant;
  const [subscribing, setSubscribing] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const onTrial = billing.subscriptionStatus === 'trial';
  const selfService = !billing.isEnterprise;

  const finish = async () => {
    setFinishing(true);
    try {
      await complete();
    } finally {
      setFinishing(false);
    }
  };

  return (
    <Stack spacing={2}>
      {onTrial ? (
        <Typography variant="body2" color="text.secondary">
          {SUBSCRIPTION_STEP_TEXT.trial(trialDaysLeft(profile.systemRole, billing, localToday()))}
        </Typography>
      ) : (
        billing.subscriptionStatus === 'active' && (
          <Alert severity="success">{SUBSCRIPTION_STEP_TEXT.active}</Alert>
        )
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        {onTrial && selfService && (
          <Button variant="outlined" onClick={() => setSubscribing(true)}>
            {SUBSCRIPTION_STEP_TEXT.subscribe}
          </Button>
        )}
        <Button variant="contained" loading={finishing} onClick={() => void finish()}>
          {onTrial ? SUBSCRIPTION_STEP_TEXT.stayOnTrial : SUBSCRIPTION_STEP_TEXT.finish}
        </Button>
      </Stack>
      <SubscribeDialog open={subscribing} dismissable onClose={() => setSubscribing(false)} />
    </Stack>
  );
}
