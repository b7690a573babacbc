import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BILLING_TEXT, type PaidType } from '@tallysheet/contract/tenants/billing';
import { useActionToast } from '@/components/use-action-toast.ts';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import { SUBSCRIPTION_STATUS_LABELS } from '@tallysheet/contract/tenants/tenant-information';
import { formatDate } from '@/lib/dates.ts';
import { openSubscriptionModal } from '@/lib/subscription-modal.ts';
import { useChangePlan, useUpdatePaymentMethod } from '../api/subscribe.ts';
import { BillingHistory } from './billing-history.tsx';
import { PlanPicker } from './plan-picker.tsx';

const STATUS: Record<string, { label: string; color: 'success' | 'info' | 'error' }> = {
  active: { label: SUBSCRIPTION_STATUS_LABELS.active, color: 'success' },
  trial: { label: SUBSCRIPTION_STATUS_LABELS.trial, color: 'info' },
  inactive: { label: SUBSCRIPTION_STATUS_LABELS.inactive, color: 'error' },
};

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** Manage Subscription (A§2.2): plan, status, dates, seats, both prices, changes and history. */
export function ManageSubscription() {
  const { tenant } = useBootstrap();
  const { billing } = tenant;
  const [plan, setPlan] = useState<PaidType>(
    billing.subscriptionType === 'Annual' ? 'Annual' : 'Monthly',
  );
  const changePlan = useChangePlan();
  const updateCard = useUpdatePaymentMethod();
  const toast = useActionToast();
  if (billing.isEnterprise) return <Alert severity="info">{BILLING_TEXT.enterprise}</Alert>;

  const status = billing.subscriptionStatus ? STATUS[billing.subscriptionStatus] : undefined;
  const paid = billing.subscriptionStatus === 'active' && billing.hasDefaultPaymentMethod;
  const ends = billing.subscriptionStatus === 'active' && paid ? 'Renews on' : 'Ends on';
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
            <Fact label="Plan" value={billing.subscriptionType ?? 'None yet'} />
            <Fact
              label="Status"
              value={status ? <Chip label={status.label} color={status.color} /> : '---'}
            />
            <Fact label={ends} value={formatDate(billing.subscriptionEndDate)} />
            <Fact label="Users" value={tenant.numberOfSystemUsers} />
            <Fact
              label="Payment method"
              value={billing.hasDefaultPaymentMethod ? 'On file' : 'None'}
            />
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {paid ? 'Change plan' : 'Choose a plan'}
            </Typography>
            <PlanPicker
              users={tenant.numberOfSystemUsers}
              value={plan}
              onChange={setPlan}
              current={billing.subscriptionType === 'Starter' ? null : billing.subscriptionType}
            />
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              {billing.hasDefaultPaymentMethod && (
                <Button
                  variant="outlined"
                  loading={updateCard.isPending || updateCard.isSuccess}
                  onClick={() => updateCard.mutate(window.location.href)}
                >
                  Update Payment Method
                </Button>
              )}
              {paid ? (
                <Button
                  variant="contained"
                  disabled={plan === billing.subscriptionType}
                  loading={changePlan.isPending}
                  onClick={() =>
                    changePlan.mutate(plan, {
                      onSuccess: () => toast(`Your plan is now ${plan}`, { variant: 'success' }),
                      onError: () => toast('Error changing the plan', { variant: 'error' }),
                    })
                  }
                >
                  Change to {plan}
                </Button>
              ) : (
                <Button variant="contained" onClick={openSubscriptionModal}>
                  Subscribe
                </Button>
              )}
            </Stack>
            {updateCard.isError && (
              <Alert severity="error">The checkout could not be started. Please try again.</Alert>
            )}
          </Stack>
        </CardContent>
      </Card>
      <BillingHistory />
    </Stack>
  );
}
