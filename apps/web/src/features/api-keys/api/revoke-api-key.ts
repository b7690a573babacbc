import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';

/** DELETE /admin/api-keys/{id}: the key is refused from its next request on. */
export async function revokeApiKey(id: string): Promise<void> {
  await call({ area: 'admin', path: `/api-keys/${encodeURIComponent(id)}`, method: 'DELETE' });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api-keys'] }),
  });
}
