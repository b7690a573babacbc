import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { useKeyedMutation } from '@/lib/idempotency.ts';
import { invalidateDirectory, type DirectoryDomain } from './invalidate-directory.ts';

type CallOptions = Parameters<typeof call>[0];

interface CreateOptions<Created> {
  allow409?: boolean;
  check?(response: { status: number; data: Created }): void;
}

/**
 * A directory create call (D§7): POST of the entity with its staged children in one body, sent
 * with the submission's idempotency key. `allow409` hands a 409's body to `check` (a contact's
 * outstanding timecards, D§4) instead of throwing.
 */
function postCreate<Body, Created>(
  area: CallOptions['area'],
  path: string,
  options: CreateOptions<Created>,
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

/**
 * The create call as a mutation hook: one key per submission, then every list of the domains
 * it changes refreshes (their query keys start with the domain).
 */
export function createMutationHook<Body, Created>(
  area: CallOptions['area'],
  path: string,
  refreshes: readonly DirectoryDomain[],
  options: CreateOptions<Created> = {},
) {
  const mutationFn = postCreate<Body, Created>(area, path, options);
  return function useCreate() {
    const queryClient = useQueryClient();
    return useKeyedMutation({
      mutationFn,
      onSuccess: () => invalidateDirectory(queryClient, refreshes),
    });
  };
}
