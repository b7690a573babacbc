import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CreatedWebhook,
  RotatedWebhookSecret,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookInput,
  WebhookList,
} from '@tallysheet/contract/webhooks/webhooks';
import { call } from '@/lib/api-client.ts';

const path = (id: string) => `/webhooks/${encodeURIComponent(id)}`;

/** GET /admin/webhooks: the endpoints, never their secrets. */
export const getWebhooksQueryOptions = () =>
  queryOptions({
    queryKey: ['webhooks', 'list'],
    queryFn: async () => (await call<WebhookList>({ area: 'admin', path: '/webhooks' })).data,
  });
export const useWebhooks = () => useQuery(getWebhooksQueryOptions());

/** GET /admin/webhooks/{id}/deliveries: one page of an endpoint's log, newest first. */
export const useWebhookDeliveries = (id: string | null, page: number, pageSize: number) =>
  useQuery({
    queryKey: ['webhooks', 'deliveries', id, page, pageSize],
    queryFn: async () =>
      (
        await call<WebhookDeliveryList>({
          area: 'admin',
          path: `${path(id!)}/deliveries`,
          params: { page, pageSize },
        })
      ).data,
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });

function useInvalidating<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['webhooks'] }),
  });
}

/**
 * POST /admin/webhooks: the answer holds the signing secret, this once. Sent without an
 * Idempotency-Key: the server refuses one, since a stored answer would keep the secret.
 */
export const useCreateWebhook = () =>
  useInvalidating(
    async (body: WebhookInput) =>
      (await call<CreatedWebhook>({ area: 'admin', path: '/webhooks', method: 'POST', body })).data,
  );

export const useUpdateWebhook = () =>
  useInvalidating(
    async ({ id, body }: { id: string; body: WebhookInput }) =>
      (await call<Webhook>({ area: 'admin', path: path(id), method: 'PUT', body })).data,
  );

export const useRemoveWebhook = () =>
  useInvalidating(async (id: string) => {
    await call({ area: 'admin', path: path(id), method: 'DELETE' });
  });

export const useRotateWebhookSecret = () =>
  useInvalidating(
    async (id: string) =>
      (
        await call<RotatedWebhookSecret>({
          area: 'admin',
          path: `${path(id)}/rotate-secret`,
          method: 'POST',
        })
      ).data,
  );

export const useRedeliver = () =>
  useInvalidating(
    async ({ id, deliveryId }: { id: string; deliveryId: string }) =>
      (
        await call<WebhookDelivery>({
          area: 'admin',
          path: `${path(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
          method: 'POST',
        })
      ).data,
  );
