import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreatedContactSchema,
  CreateContactSchema,
} from '@tallysheet/contract/directory/directory';
import { call } from '@/lib/api-client.ts';
import { useKeyedMutation } from '@/lib/idempotency.ts';
import { checkOutstanding } from '@/entities/associations/api/outstanding-timecards.ts';
import { invalidateDirectory, PARTY_WRITE } from '@/entities/directory/invalidate-directory.ts';

export type CreateContact = z.output<typeof CreateContactSchema>;
export type CreatedContact = z.infer<typeof CreatedContactSchema>;

/**
 * POST /crm/ps/contacts: the contact with its project associations in one call (D§7.1).
 * Throws OutstandingTimecardsError when a project has timecards waiting (D§4).
 */
export async function createContact(
  body: CreateContact,
  idempotencyKey?: string,
): Promise<CreatedContact> {
  const response = await call<CreatedContact>({
    area: 'crm/ps',
    path: '/contacts',
    method: 'POST',
    body,
    idempotencyKey,
    allow409: true,
  });
  checkOutstanding(response);
  return response.data;
}

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useKeyedMutation({
    mutationFn: createContact,
    onSuccess: () => invalidateDirectory(queryClient, PARTY_WRITE),
  });
}
