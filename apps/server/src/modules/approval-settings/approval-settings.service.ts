import type { ApprovalSettings } from '@tallysheet/contract/approvals/approval-settings';
import type { ServiceDeps } from '../../lib/deps.ts';
import { findApprovalSettings, saveApprovalSettings } from './approval-settings.repository.ts';
import { recordAudit } from '../audit/record.ts';
import { approvalSettingsAudit } from '../audit/settings-entries.ts';

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
    const before = change && (await findApprovalSettings(tx, { tenantId }));
    if (change)
      await saveApprovalSettings(tx, { tenantId, settings: change, at: deps.clock.now() });
    await recordAudit(tx, deps, approvalSettingsAudit(deps, tenantId, before, change));
    return findApprovalSettings(tx, { tenantId });
  });
}
