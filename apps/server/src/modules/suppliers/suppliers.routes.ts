import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import {
  CreatedSupplierContactSchema,
  CreatedSupplierSchema,
  CreateSupplierContactSchema,
  CreateSupplierSchema,
  SupplierContactListQuerySchema,
  SupplierContactListSchema,
  SupplierContactSchema,
  SupplierListQuerySchema,
  SupplierListSchema,
  SupplierSchema,
  UpdateSupplierContactSchema,
  UpdateSupplierSchema,
} from '@tallysheet/contract/directory/suppliers';
import { newId } from '../../lib/ids.ts';
import { authOf } from '../../plugins/auth.ts';
import type { FixtureFactory } from '../../plugins/route-table.ts';
import { insertSupplierContacts } from './supplier-contacts.repository.ts';
import { presentSupplier, presentSupplierContact } from './suppliers.presenter.ts';
import { insertSupplier } from './suppliers.repository.ts';
import {
  createSupplier,
  createSupplierContact,
  deleteSupplier,
  deleteSupplierContact,
  getSupplier,
  getSupplierContact,
  listSupplierContactsPage,
  listSuppliersPage,
  updateSupplierContactFields,
  updateSupplierFields,
} from './suppliers.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const SupplierParams = z.object({ supplierId: z.string().max(100) });
const ContactParams = z.object({ supplierContactId: z.string().max(100) });
const tags = ['suppliers'];

/** Makes a supplier in a tenant for the security sweep. */
export const supplierFixture: FixtureFactory = async ({ db, tenantId }) => {
  const supplierId = newId();
  await db.withTenant(tenantId, (tx) =>
    insertSupplier(tx, { tenantId, id: supplierId, name: 'Sweep supplier' }),
  );
  return { params: { supplierId }, body: { name: 'Renamed supplier', description: '' } };
};

/** Makes a supplier with one contact in a tenant for the security sweep. */
export const supplierContactFixture: FixtureFactory = async ({ db, tenantId }) => {
  const supplierId = newId();
  const supplierContactId = newId();
  await db.withTenant(tenantId, async (tx) => {
    await insertSupplier(tx, { tenantId, id: supplierId, name: 'Sweep supplier' });
    await insertSupplierContacts(tx, [
      {
        tenantId,
        id: supplierContactId,
        supplierId,
        name: 'Sweep contact',
        email: 'sweep@example.com',
      },
    ]);
  });
  return {
    params: { supplierContactId },
    body: { name: 'Renamed contact', description: '', email: 'renamed@example.com' },
  };
};

export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/suppliers',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'List suppliers',
        querystring: SupplierListQuerySchema,
        response: { 200: SupplierListSchema, ...errors },
      },
    },
    async (request) => {
      const { rows, count } = await listSuppliersPage({
        app,
        tenantId: authOf(request).tenantId,
        query: request.query,
      });
      return { suppliers: rows.map(presentSupplier), count };
    },
  );

  app.post(
    '/suppliers',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create a supplier with its contacts, in one transaction',
        body: CreateSupplierSchema,
        response: { 201: CreatedSupplierSchema, ...errors },
      },
    },
    async (request, reply) => {
      const supplierId = await createSupplier({
        app,
        tenantId: authOf(request).tenantId,
        input: request.body,
      });
      return reply.code(201).send({ supplierId });
    },
  );

  app.get(
    '/suppliers/:supplierId',
    {
      config: { access: 'admin', fixture: supplierFixture },
      schema: {
        tags,
        summary: 'A supplier (deleted ones too)',
        params: SupplierParams,
        response: { 200: SupplierSchema, ...errors },
      },
    },
    async (request) =>
      presentSupplier(
        await getSupplier({
          app,
          tenantId: authOf(request).tenantId,
          supplierId: request.params.supplierId,
        }),
      ),
  );

  app.put(
    '/suppliers/:supplierId',
    {
      config: { access: 'admin', fixture: supplierFixture },
      schema: {
        tags,
        summary: 'Archive or unarchive ({isArchived}), or update name and description',
        params: SupplierParams,
        body: UpdateSupplierSchema,
        response: { 200: SupplierSchema, ...errors },
      },
    },
    async (request) =>
      presentSupplier(
        await updateSupplierFields({
          app,
          tenantId: authOf(request).tenantId,
          supplierId: request.params.supplierId,
          values: request.body,
        }),
      ),
  );

  app.delete(
    '/suppliers/:supplierId',
    {
      config: { access: 'admin', fixture: supplierFixture },
      schema: {
        tags,
        summary: 'Delete a supplier (soft) with its contacts',
        params: SupplierParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSupplier({
        app,
        tenantId: authOf(request).tenantId,
        supplierId: request.params.supplierId,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/contacts',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'List supplier contacts, optionally of one supplier',
        querystring: SupplierContactListQuerySchema,
        response: { 200: SupplierContactListSchema, ...errors },
      },
    },
    async (request) => {
      const { supplierId, ...query } = request.query;
      const { rows, count } = await listSupplierContactsPage({
        app,
        tenantId: authOf(request).tenantId,
        supplierId,
        query,
      });
      return { contacts: rows.map(presentSupplierContact), count };
    },
  );

  app.post(
    '/contacts',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Add a contact to one of the tenant's live suppliers",
        body: CreateSupplierContactSchema,
        response: { 201: CreatedSupplierContactSchema, ...errors },
      },
    },
    async (request, reply) => {
      const supplierContactId = await createSupplierContact({
        app,
        tenantId: authOf(request).tenantId,
        input: request.body,
      });
      return reply.code(201).send({ supplierContactId });
    },
  );

  app.get(
    '/contacts/:supplierContactId',
    {
      config: { access: 'admin', fixture: supplierContactFixture },
      schema: {
        tags,
        summary: 'A supplier contact (deleted ones too)',
        params: ContactParams,
        response: { 200: SupplierContactSchema, ...errors },
      },
    },
    async (request) =>
      presentSupplierContact(
        await getSupplierContact({
          app,
          tenantId: authOf(request).tenantId,
          supplierContactId: request.params.supplierContactId,
        }),
      ),
  );

  app.put(
    '/contacts/:supplierContactId',
    {
      config: { access: 'admin', fixture: supplierContactFixture },
      schema: {
        tags,
        summary: 'Archive or unarchive ({isArchived}), or update name, description and e-mail',
        params: ContactParams,
        body: UpdateSupplierContactSchema,
        response: { 200: SupplierContactSchema, ...errors },
      },
    },
    async (request) =>
      presentSupplierContact(
        await updateSupplierContactFields({
          app,
          tenantId: authOf(request).tenantId,
          supplierContactId: request.params.supplierContactId,
          values: request.body,
        }),
      ),
  );

  app.delete(
    '/contacts/:supplierContactId',
    {
      config: { access: 'admin', fixture: supplierContactFixture },
      schema: {
        tags,
        summary: 'Delete a supplier contact (soft)',
        params: ContactParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSupplierContact({
        app,
        tenantId: authOf(request).tenantId,
        supplierContactId: request.params.supplierContactId,
      });
      return reply.code(204).send(null);
    },
  );
};
