import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UpdateClientSchema } from '@tallysheet/contract/directory/directory';
import { call } from '@/lib/api-client.ts';
import { CLIENT_WRITE, invalidateDirectory } from '@/entities/directory/invalidate-directory.ts';

export type UpdateClient = z.output<typeof UpdateClientSchema>;

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
