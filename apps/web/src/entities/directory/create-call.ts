import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { useKeyedMutation } from '@/lib/idempotency.ts';

type CallOptions = Parameters<typeof call>[0];

/**
 * A directory create call (D§7): POST of the entity with its staged children in one body, sent
 * with the submission's idempotency key. `allow409` hands a 409's body to `check` (a contact's
 * outstanding timecards, D§4) instead of throwing.
 */
export function postCreate<Body, Created>(
  area: CallOptions['area'],
  path: string,
  options: { allow409?: boolean; check?(response: { status: number; data: Created }): void } = {},
) {
  return async (body: Body, idempotencyKey?: string): Promise<Created> => {
    const response = await call<Created>({
      area,
      path,
      method: 'POST',
      body,
      idempotencyKey,
      ...(options.allow409 && { allow409: true }),
    });
    options.check?.(response);
    return response.data;
  };
}

/** The create call as a mutation: one key per submission, then the lists it changes refresh. */
export function useCreateMutation<Body, Created>(
  mutationFn: (body: Body, idempotencyKey: string) => Promise<Created>,
  invalidate: (queryClient: QueryClient) => unknown,
) {
  const queryClient = useQueryClient();
  return useKeyedMutation({ mutationFn, onSuccess: () => invalidate(queryClient) });
}
