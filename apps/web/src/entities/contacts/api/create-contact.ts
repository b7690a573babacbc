import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreatedContactSchema,
  CreateContactSchema,
} from '@tallysheet/contract/directory/directory';
import { call } from '@/lib/api-client.ts';
import { useKeyedMutation } from '@/lib/idempotency.ts';
import { invalidateDirectory, PARTY_WRITE } from '@/entities/directory/invalidate-directory.ts';

export type CreateContact = z.output<typeof CreateContactSchema>;
export type CreatedContact = z.infer<typeof CreatedContactSchema>;

/** POST /crm/ps/contacts: the contact with its project associations in one call (D§7.1). */
export async function createContact(
  body: CreateContact,
  idempotencyKey?: string,
): Promise<CreatedContact> {
  const { data } = await call<CreatedContact>({
    area: 'crm/ps',
    path: '/contacts',
    method: 'POST',
    body,
    idempotencyKey,
  });
  return data;
}

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useKeyedMutation({
    mutationFn: createContact,
    onSuccess: () => invalidateDirectory(queryClient, PARTY_WRITE),
  });
}
