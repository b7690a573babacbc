import type { ApprovalSettings } from '@tallysheet/contract/approvals/approval-settings';
import type { ServiceDeps } from '../../lib/deps.ts';
import { findApprovalSettings, saveApprovalSettings } from './approval-schedule.repository.ts';

/** The tenant's Approvals and Reminders settings (the defaults until saved), changed if asked. */
export function approvalSettings({
  deps,
  tenantId,
  change,
}: {
  deps: ServiceDeps;
  tenantId: string;
  change?: ApprovalSettings;
}): Promise<ApprovalSettings> {
  return deps.db.withTenant(tenantId, async (tx) => {
    if (change)
      await saveApprovalSettings(tx, { tenantId, settings: change, at: deps.clock.now() });
    return findApprovalSettings(tx, { tenantId });
  });
}
