import {
  ClientListQuerySchema,
  ClientListSchema,
  ClientSchema,
  CreateClientSchema,
  CreatedClientSchema,
  UpdateClientSchema,
} from '@tallysheet/contract/directory/directory';
import { presentClient } from '../clients/clients.presenter.ts';
import { clientsService } from '../clients/clients.service.ts';
import { directoryRoutes } from '../../plugins/directory-routes.ts';
import { createClient, deleteClient } from './client-commands.ts';

export const clientRoutes = directoryRoutes({
  path: '/clients',
  id: 'clientId',
  tags: ['crm/ps'],
  row: ClientSchema,
  list: {
    summary: 'List clients',
    query: ClientListQuerySchema,
    response: ClientListSchema,
    handle: async (call) => {
      const { rows, count } = await clientsService.list(call);
      return { clients: rows.map(presentClient), count };
    },
  },
  create: {
    summary:
      'Create a client with its staged projects, contacts, tasks and associations, in one transaction',
    body: CreateClientSchema,
    response: CreatedClientSchema,
    handle: async ({ body, ...call }) => ({
      clientId: await createClient({ ...call, input: body }),
    }),
  },
  get: {
    summary: 'A client (deleted ones too)',
    handle: async (call) => presentClient(await clientsService.get(call)),
  },
  update: {
    summary: 'Archive or unarchive ({isArchived}), or update name and description',
    body: UpdateClientSchema,
    handle: async ({ body, ...call }) =>
      presentClient(await clientsService.update({ ...call, values: body })),
  },
  delete: {
    summary: 'Delete a client (soft) with its projects, contacts and tasks',
    handle: deleteClient,
  },
});
