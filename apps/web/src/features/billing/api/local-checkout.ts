import { useMutation, useQuery } from '@tanstack/react-query';
import type { LocalCheckout, LocalCheckoutPayment } from '@tallysheet/contract/tenants/billing';
import { publicRequest, PublicRequestError } from '@/lib/public-request.ts';

const path = (token: string) => `/tenant/local-checkout/${encodeURIComponent(token)}`;

/** GET /tenant/local-checkout/{token}: the plan and price the test checkout shows. */
export const useLocalCheckout = (token: string) =>
  useQuery({
    queryKey: ['local-checkout', token],
    queryFn: () => publicRequest<LocalCheckout>(path(token)),
    enabled: token !== '',
    // A bad, used or stale link stays so; a network or server failure may pass.
    retry: (failureCount, error) =>
      failureCount < 2 &&
      !(error instanceof PublicRequestError && error.status >= 400 && error.status < 500),
  });

/** POST /tenant/local-checkout/{token}: pays with the test card; the answer says where to go. */
export const usePayLocalCheckout = (token: string) =>
  useMutation({
    mutationFn: (payment: LocalCheckoutPayment) =>
      publicRequest<{ redirectUrl: string }>(path(token), { method: 'POST', body: payment }),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });
