import type { Tx } from '../../db/client.ts';
import { revokeContactLinks } from '../link-tokens/link-tokens.service.ts';
import { countApprovingProjects } from './inbox.repository.ts';

/**
 * A contact who no longer approves any project (their last Copy With Approval Link association
 * changed or removed) has no inbox: their inbox links die at once, as their timecard links did
 * (issue 29 §1). Archiving or deleting a contact revokes all their links already.
 */
export async function revokeInboxIfNotApproving(
  tx: Tx,
  params: { tenantId: string; contactId: string; at: Date },
) {
  const { tenantId, contactId } = params;
  if ((await countApprovingProjects(tx, { tenantId, contactIds: [contactId] })) > 0) return;
  await revokeContactLinks(tx, {
    tenantId,
    contactIds: [contactId],
    at: params.at,
  });
}
