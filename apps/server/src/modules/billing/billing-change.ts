import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { recordAudit } from '../audit/record.ts';
import { subscriptionAudit } from '../audit/billing-entries.ts';
import { lockTenantBilling, updateTenantBilling } from './billing.repository.ts';

/**
 * Changes the tenant's billing columns and writes the change to the audit trail in the same
 * transaction: every billing path (the routes, the checkout, the provider's webhook, the
 * sweep) changes them through here. `job` names the actor when no one is signed in.
 */
export async function changeTenantBilling(
  tx: Tx,
  deps: ServiceDeps,
  params: Parameters<typeof updateTenantBilling>[1] & { job?: string },
): Promise<void> {
  const { job = 'billing', ...change } = params;
  const before = await lockTenantBilling(tx, { tenantId: change.tenantId });
  await updateTenantBilling(tx, change);
  const entry = subscriptionAudit(deps, { ...change, job, before });
  await recordAudit(tx, deps, entry);
}
