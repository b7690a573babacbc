import type { Tx } from '../../db/client.ts';
import { findStandIns, findStoodInFor } from './delegations.service.ts';

/**
 * Delegation seam (issue 29 §3): who decides whose timecards on a given day. The inbox, the
 * timecard e-mails and the reminders ask here rather than reading delegations; a delegation
 * counts on each day from its first to its last, both included, while both contacts are live.
 */

/** The contacts whose timecards `contactId` may decide on `day`: itself and those it stands in for. */
export async function contactsDecidedBy(
  tx: Tx,
  params: { tenantId: string; contactId: string; day: string },
): Promise<string[]> {
  const others = await findStoodInFor(tx, params);
  return [params.contactId, ...others.filter((id) => id !== params.contactId)];
}

/** A stand-in: the alternate contact who also gets a contact's links and reminders. */
export interface StandIn {
  contactId: string;
  name: string;
  email: string;
}

/** Each of `contactIds` with its stand-ins on `day` (contacts without one are left out). */
export async function standInsFor(
  tx: Tx,
  params: { tenantId: string; contactIds: string[]; day: string },
): Promise<Map<string, StandIn[]>> {
  const result = new Map<string, StandIn[]>();
  if (params.contactIds.length === 0) return result;
  for (const { forContactId, ...standIn } of await findStandIns(tx, params))
    result.set(forContactId, [...(result.get(forContactId) ?? []), standIn]);
  return result;
}
