import type { z } from 'zod';
import type {
  CreatedClientSchema,
  CreateClientSchema,
} from '@tallysheet/contract/directory/directory';
import { postCreate, useCreateMutation } from '@/entities/directory/create-call.ts';
import { CLIENT_WRITE, invalidateDirectory } from '@/entities/directory/invalidate-directory.ts';

export type CreateClient = z.output<typeof CreateClientSchema>;
export type CreatedClient = z.infer<typeof CreatedClientSchema>;

/** POST /crm/ps/clients: the client and its staged projects, contacts, tasks and associations. */
export const createClient = postCreate<CreateClient, CreatedClient>('crm/ps', '/clients');

export const useCreateClient = () =>
  useCreateMutation(createClient, (queryClient) => invalidateDirectory(queryClient, CLIENT_WRITE));
