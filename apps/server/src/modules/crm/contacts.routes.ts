import {
  ContactListQuerySchema,
  ContactListSchema,
  ContactSchema,
  CreateContactSchema,
  CreatedContactSchema,
  UpdateContactSchema,
} from '@tallysheet/contract/directory/directory';
import { OutstandingConflictSchema } from '@tallysheet/contract/timesheets/timesheets';
import { presentContact } from '../contacts/contacts.presenter.ts';
import { directoryRoutes } from '../../plugins/directory-routes.ts';
import {
  createContact,
  deleteContact,
  getContact,
  listContactsPage,
  updateContactFields,
} from './contact-commands.ts';

export const contactRoutes = directoryRoutes({
  path: '/contacts',
  id: 'contactId',
  tags: ['crm/ps'],
  row: ContactSchema,
  list: {
    summary: 'List project contacts',
    query: ContactListQuerySchema,
    response: ContactListSchema,
    handle: async ({ query: { clientId, ...query }, ...call }) => {
      const page = await listContactsPage({ ...call, clientId, query });
      return {
        contacts: page.rows.map((row) => presentContact(row, page.associations.get(row.id) ?? [])),
        count: page.count,
      };
    },
  },
  create: {
    summary: 'Create a project contact with its associations',
    body: CreateContactSchema,
    response: CreatedContactSchema,
    // Projects with outstanding timecards ask first whether to send them (D§4).
    conflict: OutstandingConflictSchema,
    handle: async ({ body, ...call }) => ({
      contactId: await createContact({ ...call, input: body }),
    }),
  },
  get: {
    summary: 'A project contact (deleted ones too)',
    handle: async (call) => {
      const { row, associations } = await getContact(call);
      return presentContact(row, associations);
    },
  },
  update: {
    summary: 'Archive or unarchive, or update name, e-mail and description',
    body: UpdateContactSchema,
    handle: async ({ body, ...call }) => {
      const { row, associations } = await updateContactFields({ ...call, values: body });
      return presentContact(row, associations);
    },
  },
  delete: {
    summary: 'Delete a project contact (soft)',
    handle: deleteContact,
  },
});
