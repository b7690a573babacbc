import { eq } from 'drizzle-orm';
import {
  DEFAULT_APPROVAL_SETTINGS,
  type ApprovalSettings,
} from '@tallysheet/contract/approvals/approval-settings';
import type { Tx } from '../../db/client.ts';
import { approvalSettings } from '../../db/schema/index.ts';

type Scope = { tenantId: string };

/** A tenant's settings, or the defaults when none were saved. */
export async function findApprovalSettings(tx: Tx, { tenantId }: Scope) {
  const [row] = await tx
    .select({ settings: approvalSettings.settings })
    .from(approvalSettings)
    .where(eq(approvalSettings.tenantId, tenantId));
  return row?.settings ?? DEFAULT_APPROVAL_SETTINGS;
}

export async function saveApprovalSettings(
  tx: Tx,
  params: Scope & { settings: ApprovalSettings; at: Date },
) {
  await tx
    .insert(approvalSettings)
    .values({ tenantId: params.tenantId, settings: params.settings, updatedAt: params.at })
    .onConflictDoUpdate({
      target: approvalSettings.tenantId,
      set: { settings: params.settings, updatedAt: params.at },
    });
}
