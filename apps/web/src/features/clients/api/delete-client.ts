import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { CLIENT_WRITE, invalidateDirectory } from '@/entities/directory/invalidate-directory.ts';

/** DELETE /crm/ps/clients/{clientId} (a soft delete). */
export async function deleteClient(clientId: string): Promise<void> {
  await call({
    area: 'crm/ps',
    path: `/clients/${encodeURIComponent(clientId)}`,
    method: 'DELETE',
  });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: () => invalidateDirectory(queryClient, CLIENT_WRITE),
  });
}
