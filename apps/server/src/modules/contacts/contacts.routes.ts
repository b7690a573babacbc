import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, NoContentSchema } from '@tallysheet/contract/common/errors';
import {
  ContactListQuerySchema,
  ContactListSchema,
  ContactSchema,
  CreateContactSchema,
  CreatedContactSchema,
  UpdateContactSchema,
} from '@tallysheet/contract/directory/directory';
import { OutstandingConflictSchema } from '@tallysheet/contract/timesheets/timesheets';
import { authOf } from '../../plugins/auth.ts';
import { depsOf } from '../../plugins/deps.ts';
import { presentContact } from './contacts.presenter.ts';
import {
  createContact,
  deleteContact,
  getContact,
  listContactsPage,
  updateContactFields,
} from './contacts.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const Params = z.object({ contactId: z.string().max(100) });

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contacts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary: 'List project contacts',
        querystring: ContactListQuerySchema,
        response: { 200: ContactListSchema, ...errors },
      },
    },
    async (request) => {
      const { clientId, ...query } = request.query;
      const page = await listContactsPage({
        deps: depsOf(request),
        tenantId: authOf(request).tenantId,
        clientId,
        query,
      });
      return {
        contacts: page.rows.map((row) => presentContact(row, page.associations.get(row.id) ?? [])),
        count: page.count,
      };
    },
  );

  app.post(
    '/contacts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary: 'Create a project contact with its associations',
        body: CreateContactSchema,
        response: { 201: CreatedContactSchema, ...errors, 409: OutstandingConflictSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        contactId: await createContact({
          deps: depsOf(request),
          tenantId: authOf(request).tenantId,
          input: request.body,
        }),
      }),
  );

  app.get(
    '/contacts/:contactId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary: 'A project contact (deleted ones too)',
        params: Params,
        response: { 200: ContactSchema, ...errors },
      },
    },
    async (request) => {
      const { row, associations } = await getContact({
        deps: depsOf(request),
        tenantId: authOf(request).tenantId,
        contactId: request.params.contactId,
      });
      return presentContact(row, associations);
    },
  );

  app.put(
    '/contacts/:contactId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary: 'Archive or unarchive, or update name, e-mail and description',
        params: Params,
        body: UpdateContactSchema,
        response: { 200: ContactSchema, ...errors },
      },
    },
    async (request) => {
      const { row, associations } = await updateContactFields({
        deps: depsOf(request),
        tenantId: authOf(request).tenantId,
        contactId: request.params.contactId,
        values: request.body,
      });
      return presentContact(row, associations);
    },
  );

  app.delete(
    '/contacts/:contactId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['crm/ps'],
        summary: 'Delete a project contact (soft)',
        params: Params,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteContact({
        deps: depsOf(request),
        tenantId: authOf(request).tenantId,
        contactId: request.params.contactId,
      });
      return reply.code(204).send();
    },
  );
};
