import type { Tx } from '../../db/client.ts';
import { notFoundAt } from '../../lib/http-errors.ts';
import { requireClient } from '../clients/clients.guards.ts';
import { requireProject } from '../projects/projects.guards.ts';
import { supplierOf } from '../suppliers/suppliers.service.ts';
import { userRowOf } from '../users/users.service.ts';

/** The ids a timesheet list or search may filter on. */
export interface FilterIds {
  clientId?: string;
  projectId?: string;
  userId?: string;
  supplierId?: string;
}

/**
 * Every id a filter names must be the tenant's: an unknown or other tenant's one is a 404
 * naming the filter (API.md), never an empty list that hides the mistake.
 */
export async function requireFilterIds(tx: Tx, tenantId: string, filters: FilterIds) {
  if (filters.clientId) await requireClient(tx, { tenantId, clientId: filters.clientId });
  if (filters.projectId) await requireProject(tx, { tenantId, projectId: filters.projectId });
  if (filters.userId && !(await userRowOf(tx, { tenantId, userId: filters.userId })))
    throw notFoundAt('userId', 'User not found');
  if (filters.supplierId && !(await supplierOf(tx, { tenantId, supplierId: filters.supplierId })))
    throw notFoundAt('supplierId', 'Supplier not found');
}
