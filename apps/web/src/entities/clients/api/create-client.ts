import type { CreateClient, CreatedClient } from '@tallysheet/contract/directory/directory';
import { createMutationHook } from '@/entities/directory/create-call.ts';
import { CLIENT_WRITE } from '@/entities/directory/invalidate-directory.ts';

export type { CreateClient };

/** POST /crm/ps/clients: the client and its staged projects, contacts, tasks and associations. */
export const useCreateClient = createMutationHook<CreateClient, CreatedClient>(
  'crm/ps',
  '/clients',
  CLIENT_WRITE,
);
