import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { CLIENT_WRITE, invalidateDirectory } from '@/entities/directory/invalidate-directory.ts';
import type { UpdateClient } from '@tallysheet/contract/directory/directory';

export type { UpdateClient };

/** PUT /crm/ps/clients/{clientId}: {isArchived} archives or unarchives, else name and description. */
export async function updateClient({
  clientId,
  body,
}: {
  clientId: string;
  body: UpdateClient;
}): Promise<void> {
  await call({
    area: 'crm/ps',
    path: `/clients/${encodeURIComponent(clientId)}`,
    method: 'PUT',
    body,
  });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    // The children's rows carry the client's name.
    onSuccess: () => invalidateDirectory(queryClient, CLIENT_WRITE),
  });
}
