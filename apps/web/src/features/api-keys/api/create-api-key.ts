import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKey, CreatedApiKey } from '@tallysheet/contract/api-keys/api-keys';
import { call } from '@/lib/api-client.ts';

/**
 * POST /admin/api-keys: the answer holds the key, this once. Sent without an Idempotency-Key:
 * the server refuses one, since a stored answer would keep the key.
 */
export async function createApiKey(body: CreateApiKey): Promise<CreatedApiKey> {
  const { data } = await call<CreatedApiKey>({
    area: 'admin',
    path: '/api-keys',
    method: 'POST',
    body,
  });
  return data;
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api-keys'] }),
  });
}
