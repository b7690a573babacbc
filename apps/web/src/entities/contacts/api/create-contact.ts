import type { z } from 'zod';
import type {
  CreatedContactSchema,
  CreateContactSchema,
} from '@tallysheet/contract/directory/directory';
import { postCreate, useCreateMutation } from '@/entities/directory/create-call.ts';
import { checkOutstanding } from '@/entities/associations/api/outstanding-timecards.ts';
import { invalidateDirectory, PARTY_WRITE } from '@/entities/directory/invalidate-directory.ts';

export type CreateContact = z.output<typeof CreateContactSchema>;
export type CreatedContact = z.infer<typeof CreatedContactSchema>;

/**
 * POST /crm/ps/contacts: the contact with its project associations in one call (D§7.1).
 * Throws OutstandingTimecardsError when a project has timecards waiting (D§4).
 */
export const createContact = postCreate<CreateContact, CreatedContact>('crm/ps', '/contacts', {
  allow409: true,
  check: checkOutstanding,
});

export const useCreateContact = () =>
  useCreateMutation(createContact, (queryClient) => invalidateDirectory(queryClient, PARTY_WRITE));
