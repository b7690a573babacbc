import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { directoryRoutes } from '../../plugins/directory-routes.ts';
import { presentSupplier, presentSupplierContact } from './suppliers.presenter.ts';
import {
  createSupplier,
  createSupplierContact,
  deleteSupplier,
  listSupplierContactsPage,
  supplierContactsService,
  suppliersService,
} from './suppliers.service.ts';

const tags = ['suppliers'];

const suppliersRoutes = directoryRoutes({
  path: '/suppliers',
  id: 'supplierId',
  tags,
  row: SupplierSchema,
  list: {
    summary: 'List suppliers',
    query: SupplierListQuerySchema,
    response: SupplierListSchema,
    handle: async (call) => {
      const { rows, count } = await suppliersService.list(call);
      return { suppliers: rows.map(presentSupplier), count };
    },
  },
  create: {
    summary: 'Create a supplier with its contacts, in one transaction',
    body: CreateSupplierSchema,
    response: CreatedSupplierSchema,
    handle: async ({ body, ...call }) => ({
      supplierId: await createSupplier({ ...call, input: body }),
    }),
  },
  get: {
    summary: 'A supplier (deleted ones too)',
    handle: async (call) => presentSupplier(await suppliersService.get(call)),
  },
  update: {
    summary: 'Archive or unarchive ({isArchived}), or update name and description',
    body: UpdateSupplierSchema,
    handle: async ({ body, ...call }) =>
      presentSupplier(await suppliersService.update({ ...call, values: body })),
  },
  delete: {
    summary: 'Delete a supplier (soft) with its contacts',
    handle: deleteSupplier,
  },
});

const supplierContactRoutes = directoryRoutes({
  path: '/contacts',
  id: 'supplierContactId',
  tags,
  row: SupplierContactSchema,
  list: {
    summary: 'List supplier contacts, optionally of one supplier',
    query: SupplierContactListQuerySchema,
    response: SupplierContactListSchema,
    handle: async ({ query: { supplierId, ...query }, ...call }) => {
      const { rows, count } = await listSupplierContactsPage({ ...call, supplierId, query });
      return { contacts: rows.map(presentSupplierContact), count };
    },
  },
  create: {
    summary: "Add a contact to one of the tenant's live suppliers",
    body: CreateSupplierContactSchema,
    response: CreatedSupplierContactSchema,
    handle: async ({ body, ...call }) => ({
      supplierContactId: await createSupplierContact({ ...call, input: body }),
    }),
  },
  get: {
    summary: 'A supplier contact (deleted ones too)',
    handle: async (call) => presentSupplierContact(await supplierContactsService.get(call)),
  },
  update: {
    summary: 'Archive or unarchive ({isArchived}), or update name, description and e-mail',
    body: UpdateSupplierContactSchema,
    handle: async ({ body, ...call }) =>
      presentSupplierContact(await supplierContactsService.update({ ...call, values: body })),
  },
  delete: {
    summary: 'Delete a supplier contact (soft)',
    handle: supplierContactsService.remove,
  },
});

/** Suppliers and their contacts (D§2). */
export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(suppliersRoutes);
  await app.register(supplierContactRoutes);
};
