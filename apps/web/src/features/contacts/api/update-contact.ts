import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { invalidateDirectory, PARTY_WRITE } from '@/entities/directory/invalidate-directory.ts';
import type { UpdateContact } from '@tallysheet/contract/directory/directory';

export type { UpdateContact };

/** PUT /crm/ps/contacts/{id}: {isArchived}, or name, email, description, hasPortalAccess. */
export async function updateContact({
  contactId,
  body,
}: {
  contactId: string;
  body: UpdateContact;
}): Promise<void> {
  await call({
    area: 'crm/ps',
    path: `/contacts/${encodeURIComponent(contactId)}`,
    method: 'PUT',
    body,
  });
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: () => invalidateDirectory(queryClient, PARTY_WRITE),
  });
}
