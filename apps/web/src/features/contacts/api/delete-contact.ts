import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { invalidateDirectory, PARTY_WRITE } from '@/entities/directory/invalidate-directory.ts';

/** DELETE /crm/ps/contacts/{id} (a soft delete). */
export async function deleteContact(contactId: string): Promise<void> {
  await call({
    area: 'crm/ps',
    path: `/contacts/${encodeURIComponent(contactId)}`,
    method: 'DELETE',
  });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: () => invalidateDirectory(queryClient, PARTY_WRITE),
  });
}
