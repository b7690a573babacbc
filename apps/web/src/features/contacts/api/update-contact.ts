import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UpdateContactSchema } from '@tallysheet/contract/directory/directory';
import { call } from '@/lib/api-client.ts';
import { invalidateDirectory, PARTY_WRITE } from '@/entities/directory/invalidate-directory.ts';

export type UpdateContact = z.output<typeof UpdateContactSchema>;

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
