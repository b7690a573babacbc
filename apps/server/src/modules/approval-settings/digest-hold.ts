import type { Tx } from '../../db/client.ts';
import { findApprovalSettings } from './approval-settings.repository.ts';

/**
 * True when the tenant chose the daily digest (issue 29 §2): the timecard e-mails to
 * Copy-With-Approval-Link contacts are held, and the day's digest lists the timecards instead.
 */
export async function heldForDigest(tx: Tx, tenantId: string): Promise<boolean> {
  return (await findApprovalSettings(tx, { tenantId })).digest === 'daily';
}
