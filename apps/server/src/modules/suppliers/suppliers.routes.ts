import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, NoContentSchema } from '@tallysheet/contract/common/errors';
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
import { authOf } from '../../plugins/auth.ts';
import { depsOf } from '../../plugins/deps.ts';
import { presentSupplier, presentSupplierContact } from './suppliers.presenter.ts';
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
        deps: depsOf(request),
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
        deps: depsOf(request),
        tenantId: authOf(request).tenantId,
        input: request.body,
      });
      return reply.code(201).send({ supplierId });
    },
  );

  app.get(
    '/suppliers/:supplierId',
    {
      config: { access: 'admin' },
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
          deps: depsOf(request),
          tenantId: authOf(request).tenantId,
          supplierId: request.params.supplierId,
        }),
      ),
  );

  app.put(
    '/suppliers/:supplierId',
    {
      config: { access: 'admin' },
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
          deps: depsOf(request),
          tenantId: authOf(request).tenantId,
          supplierId: request.params.supplierId,
          values: request.body,
        }),
      ),
  );

  app.delete(
    '/suppliers/:supplierId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a supplier (soft) with its contacts',
        params: SupplierParams,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteSupplier({
        deps: depsOf(request),
        tenantId: authOf(request).tenantId,
        supplierId: request.params.supplierId,
      });
      return reply.code(204).send();
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
        deps: depsOf(request),
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
        deps: depsOf(request),
        tenantId: authOf(request).tenantId,
        input: request.body,
      });
      return reply.code(201).send({ supplierContactId });
    },
  );

  app.get(
    '/contacts/:supplierContactId',
    {
      config: { access: 'admin' },
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
          deps: depsOf(request),
          tenantId: authOf(request).tenantId,
          supplierContactId: request.params.supplierContactId,
        }),
      ),
  );

  app.put(
    '/contacts/:supplierContactId',
    {
      config: { access: 'admin' },
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
          deps: depsOf(request),
          tenantId: authOf(request).tenantId,
          supplierContactId: request.params.supplierContactId,
          values: request.body,
        }),
      ),
  );

  app.delete(
    '/contacts/:supplierContactId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a supplier contact (soft)',
        params: ContactParams,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteSupplierContact({
        deps: depsOf(request),
        tenantId: authOf(request).tenantId,
        supplierContactId: request.params.supplierContactId,
      });
      return reply.code(204).send();
    },
  );
};
