import type { Tx } from '../../db/client.ts';

/**
 * Delegation seam (issue 29 §3): who decides whose timecards on a given day. Until delegations
 * are recorded every contact decides only its own; the delegations module fills these in, and
 * the inbox, the timecard e-mails and the reminders ask here rather than reading delegations.
 */

/** The contacts whose timecards `contactId` may decide on `day`: itself and those it stands in for. */
export async function contactsDecidedBy(
  _tx: Tx,
  params: { tenantId: string; contactId: string; day: string },
): Promise<string[]> {
  return [params.contactId];
}

/** A stand-in: the alternate contact who also gets a contact's links and reminders. */
export interface StandIn {
  contactId: string;
  name: string;
  email: string;
}

/** Each of `contactIds` with its stand-ins on `day` (contacts without one are left out). */
export async function standInsFor(
  _tx: Tx,
  _params: { tenantId: string; contactIds: string[]; day: string },
): Promise<Map<string, StandIn[]>> {
  return new Map();
}
