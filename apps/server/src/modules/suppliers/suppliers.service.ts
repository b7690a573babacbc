import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import type {
  CreateSupplierContactSchema,
  CreateSupplierSchema,
  SUPPLIER_CONTACT_SORT,
  SUPPLIER_SORT,
  UpdateSupplierContactSchema,
  UpdateSupplierSchema,
} from '@tallysheet/contract/directory/suppliers';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { conflict, invalidField, notFound } from '../../lib/http-errors.ts';
import {
  deleteContactsOfSupplier,
  findSupplierContact,
  insertSupplierContacts,
  listSupplierContacts,
  updateSupplierContact,
  type SupplierContactRow,
} from './supplier-contacts.repository.ts';
import {
  findSupplier,
  insertSupplier,
  listSuppliers,
  updateSupplier,
  type SupplierRow,
} from './suppliers.repository.ts';

type Deps = { app: FastifyInstance; tenantId: string };

const deletedMessage = (kind: string) => `This ${kind} was deleted and cannot be changed.`;
const SUPPLIER_NOT_FOUND = 'Supplier not found';
const CONTACT_NOT_FOUND = 'Supplier contact not found';

export function listSuppliersPage({
  app,
  tenantId,
  query,
}: Deps & { query: ListQuery<(typeof SUPPLIER_SORT)[number]> }) {
  return app.db.withTenant(tenantId, (tx) => listSuppliers(tx, { tenantId, query }));
}

export async function getSupplier({
  app,
  tenantId,
  supplierId,
}: Deps & { supplierId: string }): Promise<SupplierRow> {
  const row = await app.db.withTenant(tenantId, (tx) => findSupplier(tx, { tenantId, supplierId }));
  if (!row) throw notFound(SUPPLIER_NOT_FOUND);
  return row;
}

/** A live (not deleted) supplier of the tenant, or a 400 that names the field. */
export async function requireLiveSupplier(
  tx: Tx,
  params: { tenantId: string; supplierId: string; path?: string },
): Promise<SupplierRow> {
  const row = await findSupplier(tx, params);
  if (!row || row.isDeleted) throw invalidField(params.path ?? 'supplierId', SUPPLIER_NOT_FOUND);
  return row;
}

/** Creates a supplier with its contacts in one transaction. */
export async function createSupplier({
  app,
  tenantId,
  input,
}: Deps & { input: z.output<typeof CreateSupplierSchema> }): Promise<string> {
  const supplierId = newId();
  await app.db.withTenant(tenantId, async (tx) => {
    await insertSupplier(tx, {
      tenantId,
      id: supplierId,
      name: input.name,
      description: input.description,
    });
    await insertSupplierContacts(
      tx,
      input.contacts.map((contact) => ({
        tenantId,
        id: newId(),
        supplierId,
        name: contact.name,
        description: contact.description,
        email: contact.email,
      })),
    );
  });
  return supplierId;
}

/** Archives, unarchives or edits a supplier; a deleted one cannot change (409). */
export async function updateSupplierFields({
  app,
  tenantId,
  supplierId,
  values,
}: Deps & {
  supplierId: string;
  values: z.output<typeof UpdateSupplierSchema>;
}): Promise<SupplierRow> {
  return app.db.withTenant(tenantId, async (tx) => {
    const current = await findSupplier(tx, { tenantId, supplierId });
    if (!current) throw notFound(SUPPLIER_NOT_FOUND);
    if (current.isDeleted) throw conflict(deletedMessage('supplier'));
    return (await updateSupplier(tx, { tenantId, supplierId, values }))!;
  });
}

/** Soft-deletes a supplier with its contacts. */
export async function deleteSupplier({ app, tenantId, supplierId }: Deps & { supplierId: string }) {
  await app.db.withTenant(tenantId, async (tx) => {
    const current = await findSupplier(tx, { tenantId, supplierId });
    if (!current) throw notFound(SUPPLIER_NOT_FOUND);
    await updateSupplier(tx, { tenantId, supplierId, values: { isDeleted: true } });
    await deleteContactsOfSupplier(tx, { tenantId, supplierId });
  });
}

export function listSupplierContactsPage({
  app,
  tenantId,
  supplierId,
  query,
}: Deps & { supplierId?: string; query: ListQuery<(typeof SUPPLIER_CONTACT_SORT)[number]> }) {
  return app.db.withTenant(tenantId, (tx) =>
    listSupplierContacts(tx, { tenantId, supplierId, query }),
  );
}

export async function getSupplierContact({
  app,
  tenantId,
  supplierContactId,
}: Deps & { supplierContactId: string }): Promise<SupplierContactRow> {
  const row = await app.db.withTenant(tenantId, (tx) =>
    findSupplierContact(tx, { tenantId, supplierContactId }),
  );
  if (!row) throw notFound(CONTACT_NOT_FOUND);
  return row;
}

/** Adds a contact to a live supplier of the tenant. */
export async function createSupplierContact({
  app,
  tenantId,
  input,
}: Deps & { input: z.output<typeof CreateSupplierContactSchema> }): Promise<string> {
  const supplierContactId = newId();
  await app.db.withTenant(tenantId, async (tx) => {
    await requireLiveSupplier(tx, { tenantId, supplierId: input.supplierId });
    await insertSupplierContacts(tx, [
      {
        tenantId,
        id: supplierContactId,
        supplierId: input.supplierId,
        name: input.name,
        description: input.description,
        email: input.email,
      },
    ]);
  });
  return supplierContactId;
}

/** Archives, unarchives or edits a supplier contact; a deleted one cannot change (409). */
export async function updateSupplierContactFields({
  app,
  tenantId,
  supplierContactId,
  values,
}: Deps & {
  supplierContactId: string;
  values: z.output<typeof UpdateSupplierContactSchema>;
}): Promise<SupplierContactRow> {
  return app.db.withTenant(tenantId, async (tx) => {
    const current = await findSupplierContact(tx, { tenantId, supplierContactId });
    if (!current) throw notFound(CONTACT_NOT_FOUND);
    if (current.isDeleted) throw conflict(deletedMessage('supplier contact'));
    await updateSupplierContact(tx, { tenantId, supplierContactId, values });
    return (await findSupplierContact(tx, { tenantId, supplierContactId }))!;
  });
}

/** Soft-deletes a supplier contact. */
export async function deleteSupplierContact({
  app,
  tenantId,
  supplierContactId,
}: Deps & { supplierContactId: string }) {
  await app.db.withTenant(tenantId, async (tx) => {
    const current = await findSupplierContact(tx, { tenantId, supplierContactId });
    if (!current) throw notFound(CONTACT_NOT_FOUND);
    await updateSupplierContact(tx, { tenantId, supplierContactId, values: { isDeleted: true } });
  });
}
