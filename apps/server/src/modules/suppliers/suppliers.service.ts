import type { z } from 'zod';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import type {
  CreateSupplierContactSchema,
  CreateSupplierSchema,
  SUPPLIER_CONTACT_SORT,
} from '@tallysheet/contract/directory/suppliers';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { newId } from '../../lib/ids.ts';
import { directoryService } from '../directory/directory-service.ts';
import { supplierContactsTable } from './supplier-contacts.repository.ts';
import { suppliersTable } from './suppliers.repository.ts';

type Deps = { deps: ServiceDeps; tenantId: string };

/** The tenant's suppliers: list, get, update, and the checks on a referenced supplier. */
export const suppliersService = directoryService(suppliersTable, {
  kind: 'supplier',
  notFound: 'Supplier not found',
  field: 'supplierId',
});

/** The tenant's supplier contacts: list, get, update and delete. */
export const supplierContactsService = directoryService(supplierContactsTable, {
  kind: 'supplier contact',
  notFound: 'Supplier contact not found',
  field: 'supplierContactId',
});

/** A supplier of the tenant (deleted ones too), or undefined, in the caller's transaction. */
export const supplierOf = (tx: Tx, params: { tenantId: string; supplierId: string }) =>
  suppliersService.find(tx, { tenantId: params.tenantId, id: params.supplierId });

/** Creates a supplier with its contacts in one transaction. */
export async function createSupplier({
  deps,
  tenantId,
  input,
}: Deps & { input: z.output<typeof CreateSupplierSchema> }): Promise<string> {
  const supplierId = newId();
  await deps.db.withTenant(tenantId, async (tx) => {
    const { name, description } = input;
    await suppliersService.insert(tx, [{ tenantId, id: supplierId, name, description }], deps);
    await supplierContactsService.insert(
      tx,
      input.contacts.map((contact) => ({
        tenantId,
        id: newId(),
        supplierId,
        name: contact.name,
        description: contact.description,
        email: contact.email,
      })),
      deps,
    );
  });
  return supplierId;
}

/** Soft-deletes a supplier with its contacts, all stamped with one clock time. */
export async function deleteSupplier({ deps, tenantId, id }: Deps & { id: string }) {
  await deps.db.withTenant(tenantId, async (tx) => {
    const now = deps.clock.now();
    await suppliersService.markDeleted(tx, { tenantId, id, now, deps });
    await supplierContactsService.markDeletedOf(tx, {
      tenantId,
      of: { supplierId: id },
      now,
      onlyLive: true,
      deps,
    });
  });
}

/** A page of the tenant's supplier contacts, of one supplier when it names one. */
export function listSupplierContactsPage({
  deps,
  tenantId,
  supplierId,
  query,
}: Deps & { supplierId?: string; query: ListQuery<(typeof SUPPLIER_CONTACT_SORT)[number]> }) {
  return deps.db.withTenant(tenantId, async (tx) => {
    if (supplierId) await suppliersService.require(tx, { tenantId, id: supplierId });
    return supplierContactsService.listIn(tx, { tenantId, query, parents: { supplierId } });
  });
}

/** Adds a contact to a live supplier of the tenant. */
export async function createSupplierContact({
  deps,
  tenantId,
  input,
}: Deps & { input: z.output<typeof CreateSupplierContactSchema> }): Promise<string> {
  const id = newId();
  await deps.db.withTenant(tenantId, async (tx) => {
    await suppliersService.requireLive(tx, { tenantId, id: input.supplierId });
    const { supplierId, name, description, email } = input;
    await supplierContactsService.insert(
      tx,
      [{ tenantId, id, supplierId, name, description, email }],
      deps,
    );
  });
  return id;
}
