import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BILLING_TEXT, type PaidType } from '@tallysheet/contract/tenants/billing';
import {
  SUBSCRIPTION_STATUS_LABELS,
  type TenantInformation,
} from '@tallysheet/contract/tenants/tenant-information';
import { useActionToast } from '@/components/use-action-toast.ts';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { formatDate } from '@/lib/dates.ts';
import { useChangePlan, useSubscribe, useUpdatePaymentMethod } from '../api/subscribe.ts';
import { BillingHistory } from './billing-history.tsx';
import { PlanPicker } from './plan-picker.tsx';

/**
 * The one state the page shows (issue 28: never "Active" beside "Subscribe"): a trial, a paid
 * subscription with a payment method on file, one without (it ends unless one is added), an
 * inactive one, or none yet.
 */
export type SubscriptionState = 'trial' | 'paid' | 'unpaid' | 'inactive' | 'none';

export function subscriptionStateOf(billing: TenantInformation['billing']): SubscriptionState {
  switch (billing.subscriptionStatus) {
    case 'trial':
      return 'trial';
    case 'active':
      return billing.hasDefaultPaymentMethod ? 'paid' : 'unpaid';
    case 'inactive':
      return 'inactive';
    default:
      return 'none';
  }
}

const STATUS_COLOR = { trial: 'info', active: 'success', inactive: 'error' } as const;

/** What each state says, the label of its end date, and the action it offers. */
export const SUBSCRIPTION_PAGE_TEXT = {
  trial: {
    ends: 'Trial ends on',
    summary: (end: string, brand: string) =>
      `You are on the free trial until ${end}. Choose a plan and add a payment method to keep using ${brand} after it.`,
    action: 'Subscribe',
  },
  paid: {
    ends: 'Renews on',
    summary: (end: string, type: string) =>
      `Your ${type} subscription renews on ${end}, charged to the payment method on file.`,
    action: 'Change to',
  },
  unpaid: {
    ends: 'Ends on',
    summary: (end: string, type: string) =>
      `No payment method is on file: your ${type} subscription ends on ${end} unless you add one.`,
    action: 'Add Payment Method',
  },
  inactive: {
    ends: 'Ended on',
    summary: () =>
      'Your subscription is not active. Choose a plan and add a payment method to continue.',
    action: 'Subscribe',
  },
  none: {
    ends: 'Ends on',
    summary: () => 'There is no subscription yet. Choose a plan and add a payment method.',
    action: 'Subscribe',
  },
  updateCard: 'Update Payment Method',
  planChanged: (plan: string) => `Your plan is now ${plan}`,
  planChangeError: 'Error changing the plan',
  freeTrial: 'Free trial',
  users: (users: number) => `${users} (${Math.max(0, users - 1)} billable)`,
} as const;

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

/** Manage Subscription (A§2.2): one state, its dates, seats, both prices, its action, history. */
export function ManageSubscription() {
  const { tenant } = useBootstrap();
  const { brandName } = useClientConfig();
  const { billing } = tenant;
  const [plan, setPlan] = useState<PaidType>(
    billing.subscriptionType === 'Annual' ? 'Annual' : 'Monthly',
  );
  const changePlan = useChangePlan();
  const updateCard = useUpdatePaymentMethod();
  const subscribe = useSubscribe(billing);
  const toast = useActionToast();
  if (billing.isEnterprise) return <Alert severity="info">{BILLING_TEXT.enterprise}</Alert>;

  const state = subscriptionStateOf(billing);
  const text = SUBSCRIPTION_PAGE_TEXT[state];
  const end = formatDate(billing.subscriptionEndDate);
  const type = billing.subscriptionType ?? '---';
  const status = billing.subscriptionStatus;
  const planLabel = state === 'trial' ? SUBSCRIPTION_PAGE_TEXT.freeTrial : type;
  const summary =
    state === 'trial'
      ? SUBSCRIPTION_PAGE_TEXT.trial.summary(end, brandName)
      : text.summary(end, type);
  // Subscribing and adding a payment method are one flow (A§4 Subscribing): the chosen plan is
  // the subscription's (created or updated), then the checkout.
  const toCheckout = () => subscribe.mutate({ type: plan, returnUrl: window.location.href });

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
              <Fact label="Plan" value={planLabel} />
              <Fact
                label="Status"
                value={
                  status ? (
                    <Chip label={SUBSCRIPTION_STATUS_LABELS[status]} color={STATUS_COLOR[status]} />
                  ) : (
                    '---'
                  )
                }
              />
              {state !== 'none' && <Fact label={text.ends} value={end} />}
              <Fact
                label="Users"
                value={SUBSCRIPTION_PAGE_TEXT.users(tenant.numberOfSystemUsers)}
              />
              <Fact
                label="Payment method"
                value={billing.hasDefaultPaymentMethod ? 'On file' : 'None'}
              />
            </Stack>
            <Alert severity={state === 'paid' ? 'success' : state === 'trial' ? 'info' : 'warning'}>
              {summary}
            </Alert>
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {state === 'paid' ? 'Change plan' : 'Choose a plan'}
            </Typography>
            <PlanPicker
              users={tenant.numberOfSystemUsers}
              value={plan}
              onChange={setPlan}
              current={
                state === 'trial' || billing.subscriptionType === 'Starter'
                  ? null
                  : billing.subscriptionType
              }
            />
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              {state === 'paid' ? (
                <>
                  <Button
                    variant="outlined"
                    loading={updateCard.isPending || updateCard.isSuccess}
                    onClick={() => updateCard.mutate(window.location.href)}
                  >
                    {SUBSCRIPTION_PAGE_TEXT.updateCard}
                  </Button>
                  <Button
                    variant="contained"
                    disabled={plan === billing.subscriptionType}
                    loading={changePlan.isPending}
                    onClick={() =>
                      changePlan.mutate(plan, {
                        onSuccess: () =>
                          toast(SUBSCRIPTION_PAGE_TEXT.planChanged(plan), { variant: 'success' }),
                        onError: () =>
                          toast(SUBSCRIPTION_PAGE_TEXT.planChangeError, { variant: 'error' }),
                      })
                    }
                  >
                    {SUBSCRIPTION_PAGE_TEXT.paid.action} {plan}
                  </Button>
                </>
              ) : (
                <Button
                  variant="contained"
                  loading={subscribe.isPending || subscribe.isSuccess}
                  onClick={toCheckout}
                >
                  {text.action}
                </Button>
              )}
            </Stack>
            {(updateCard.isError || subscribe.isError) && (
              <Alert severity="error">{BILLING_TEXT.startError}</Alert>
            )}
          </Stack>
        </CardContent>
      </Card>
      <BillingHistory />
    </Stack>
  );
}
