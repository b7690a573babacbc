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
import type { ServiceDeps } from '../../lib/deps.ts';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { invalidField, notFound, notFoundAt } from '../../lib/http-errors.ts';
import { authorizeDirectoryChange } from '../directory/directory.policy.ts';
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

type Deps = { deps: ServiceDeps; tenantId: string };

const SUPPLIER_NOT_FOUND = 'Supplier not found';
const CONTACT_NOT_FOUND = 'Supplier contact not found';

export function listSuppliersPage({
  deps,
  tenantId,
  query,
}: Deps & { query: ListQuery<(typeof SUPPLIER_SORT)[number]> }) {
  return deps.db.withTenant(tenantId, (tx) => listSuppliers(tx, { tenantId, query }));
}

export async function getSupplier({
  deps,
  tenantId,
  supplierId,
}: Deps & { supplierId: string }): Promise<SupplierRow> {
  const row = await deps.db.withTenant(tenantId, (tx) =>
    findSupplier(tx, { tenantId, supplierId }),
  );
  if (!row) throw notFound(SUPPLIER_NOT_FOUND);
  return row;
}

/** A supplier of the tenant (deleted ones too), or undefined, in the caller's transaction. */
export const supplierOf = (tx: Tx, params: { tenantId: string; supplierId: string }) =>
  findSupplier(tx, params);

/** A supplier of the tenant (deleted ones too), or a 404 naming the field that referenced it. */
async function requireSupplier(
  tx: Tx,
  params: { tenantId: string; supplierId: string; path?: string },
): Promise<SupplierRow> {
  const row = await findSupplier(tx, params);
  if (!row) throw notFoundAt(params.path ?? 'supplierId', SUPPLIER_NOT_FOUND);
  return row;
}

/** A live supplier of the tenant: unknown is a 404, deleted a 400 naming the field. */
async function requireLiveSupplier(
  tx: Tx,
  params: { tenantId: string; supplierId: string; path?: string },
): Promise<SupplierRow> {
  const row = await requireSupplier(tx, params);
  if (row.isDeleted) throw invalidField(params.path ?? 'supplierId', SUPPLIER_NOT_FOUND);
  return row;
}

/** Creates a supplier with its contacts in one transaction. */
export async function createSupplier({
  deps,
  tenantId,
  input,
}: Deps & { input: z.output<typeof CreateSupplierSchema> }): Promise<string> {
  const supplierId = newId();
  await deps.db.withTenant(tenantId, async (tx) => {
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
  deps,
  tenantId,
  supplierId,
  values,
}: Deps & {
  supplierId: string;
  values: z.output<typeof UpdateSupplierSchema>;
}): Promise<SupplierRow> {
  return deps.db.withTenant(tenantId, async (tx) => {
    const current = await findSupplier(tx, { tenantId, supplierId });
    if (!current) throw notFound(SUPPLIER_NOT_FOUND);
    authorizeDirectoryChange('supplier', current);
    return (await updateSupplier(tx, { tenantId, supplierId, values }))!;
  });
}

/** Soft-deletes a supplier with its contacts. */
export async function deleteSupplier({
  deps,
  tenantId,
  supplierId,
}: Deps & { supplierId: string }) {
  await deps.db.withTenant(tenantId, async (tx) => {
    const current = await findSupplier(tx, { tenantId, supplierId });
    if (!current) throw notFound(SUPPLIER_NOT_FOUND);
    await updateSupplier(tx, { tenantId, supplierId, values: { isDeleted: true } });
    await deleteContactsOfSupplier(tx, { tenantId, supplierId });
  });
}

export function listSupplierContactsPage({
  deps,
  tenantId,
  supplierId,
  query,
}: Deps & { supplierId?: string; query: ListQuery<(typeof SUPPLIER_CONTACT_SORT)[number]> }) {
  return deps.db.withTenant(tenantId, async (tx) => {
    if (supplierId) await requireSupplier(tx, { tenantId, supplierId });
    return listSupplierContacts(tx, { tenantId, supplierId, query });
  });
}

export async function getSupplierContact({
  deps,
  tenantId,
  supplierContactId,
}: Deps & { supplierContactId: string }): Promise<SupplierContactRow> {
  const row = await deps.db.withTenant(tenantId, (tx) =>
    findSupplierContact(tx, { tenantId, supplierContactId }),
  );
  if (!row) throw notFound(CONTACT_NOT_FOUND);
  return row;
}

/** Adds a contact to a live supplier of the tenant. */
export async function createSupplierContact({
  deps,
  tenantId,
  input,
}: Deps & { input: z.output<typeof CreateSupplierContactSchema> }): Promise<string> {
  const supplierContactId = newId();
  await deps.db.withTenant(tenantId, async (tx) => {
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
  deps,
  tenantId,
  supplierContactId,
  values,
}: Deps & {
  supplierContactId: string;
  values: z.output<typeof UpdateSupplierContactSchema>;
}): Promise<SupplierContactRow> {
  return deps.db.withTenant(tenantId, async (tx) => {
    const current = await findSupplierContact(tx, { tenantId, supplierContactId });
    if (!current) throw notFound(CONTACT_NOT_FOUND);
    authorizeDirectoryChange('supplier contact', current);
    await updateSupplierContact(tx, { tenantId, supplierContactId, values });
    return (await findSupplierContact(tx, { tenantId, supplierContactId }))!;
  });
}

/** Soft-deletes a supplier contact. */
export async function deleteSupplierContact({
  deps,
  tenantId,
  supplierContactId,
}: Deps & { supplierContactId: string }) {
  await deps.db.withTenant(tenantId, async (tx) => {
    const current = await findSupplierContact(tx, { tenantId, supplierContactId });
    if (!current) throw notFound(CONTACT_NOT_FOUND);
    await updateSupplierContact(tx, { tenantId, supplierContactId, values: { isDeleted: true } });
  });
}
