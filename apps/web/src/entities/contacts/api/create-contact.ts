import type { CreateContact, CreatedContact } from '@tallysheet/contract/directory/directory';
import { checkOutstanding } from '@/entities/associations/api/outstanding-timecards.ts';
import { createMutationHook } from '@/entities/directory/create-call.ts';
import { PARTY_WRITE } from '@/entities/directory/invalidate-directory.ts';

export type { CreateContact };

/**
 * POST /crm/ps/contacts: the contact with its project associations in one call (D§7.1).
 * Throws OutstandingTimecardsError when a project has timecards waiting (D§4).
 */
export const useCreateContact = createMutationHook<CreateContact, CreatedContact>(
  'crm/ps',
  '/contacts',
  PARTY_WRITE,
  { allow409: true, check: checkOutstanding },
);
