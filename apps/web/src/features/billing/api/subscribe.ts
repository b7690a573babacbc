import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingEvent, PaidType, PricingQuote } from '@tallysheet/contract/tenants/billing';
import type { TenantInformation } from '@tallysheet/contract/tenants/tenant-information';
import { call } from '@/lib/api-client.ts';
import { getTenantInformationQueryOptions } from '@/lib/bootstrap/get-tenant-information.ts';

/**
 * A§4 Subscribing: update the type when a subscription exists, otherwise create one; then start
 * a setup checkout coming back to `returnUrl`. The answer is the checkout page's address.
 */
export async function subscribe(
  billing: TenantInformation['billing'],
  subscriptionType: PaidType,
  returnUrl: string,
): Promise<string> {
  const path = billing.stripeSubscriptionId ? '/update-subscription-type' : '/create-subscription';
  await call({ area: 'tenant', path, method: 'POST', body: { subscriptionType } });
  return startCheckout(returnUrl);
}

/** POST /tenant/start-setup-checkout-session: the checkout page for the current subscription. */
export async function startCheckout(returnUrl: string): Promise<string> {
  const { data } = await call<{ redirectUrl: string }>({
    area: 'tenant',
    path: '/start-setup-checkout-session',
    method: 'POST',
    body: { redirectUrl: returnUrl },
  });
  return data.redirectUrl;
}

/** Goes to the provider's checkout page (it comes back to the app, which refetches the tenant). */
export const goToCheckout = (redirectUrl: string) => window.location.assign(redirectUrl);

export function useSubscribe(billing: TenantInformation['billing']) {
  return useMutation({
    mutationFn: ({ type, returnUrl }: { type: PaidType; returnUrl: string }) =>
      subscribe(billing, type, returnUrl),
    onSuccess: goToCheckout,
  });
}

export function useUpdatePaymentMethod() {
  return useMutation({ mutationFn: startCheckout, onSuccess: goToCheckout });
}

/** POST /tenant/update-subscription-type for a paid subscription: no checkout needed. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionType: PaidType) =>
      call({
        area: 'tenant',
        path: '/update-subscription-type',
        method: 'POST',
        body: { subscriptionType },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries(getTenantInformationQueryOptions(true)),
        queryClient.invalidateQueries({ queryKey: ['billing'] }),
      ]),
  });
}

/**
 * POST /tenant/activate-subscription: an activation-required tenant asks for Monthly with the
 * user's display name and e-mail (A§4), then the tenant is fetched again.
 */
export function useActivateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (who: { name: string; email: string }) =>
      call({
        area: 'tenant',
        path: '/activate-subscription',
        method: 'POST',
        body: { ...who, subscriptionType: 'Monthly' },
      }),
    onSettled: () => queryClient.invalidateQueries(getTenantInformationQueryOptions(true)),
  });
}

/** GET /tenant/pricing-quote for both plans, for `users` active users. */
export function usePricingQuotes(users: number) {
  const quote = (subscriptionType: PaidType) => ({
    queryKey: ['billing', 'quote', subscriptionType, users],
    queryFn: async () =>
      (
        await call<PricingQuote>({
          area: 'tenant',
          path: '/pricing-quote',
          params: { subscriptionType, users: String(Math.max(1, users)) },
        })
      ).data,
    staleTime: Infinity,
  });
  const monthly = useQuery(quote('Monthly'));
  const annual = useQuery(quote('Annual'));
  return { Monthly: monthly, Annual: annual };
}

/** GET /tenant/billing-history: payments, payment methods and plan changes, newest first. */
export const useBillingHistory = () =>
  useQuery({
    queryKey: ['billing', 'history'],
    queryFn: async () =>
      (await call<{ events: BillingEvent[] }>({ area: 'tenant', path: '/billing-history' })).data
        .events,
  });
