import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { issueLink } from '../link-tokens/link-tokens.service.ts';

/** The purpose of the link tokens that open a contact's approval inbox (issue 29 §1). */
export const INBOX_PURPOSE = 'approval-inbox';

/** What an inbox link opens: every timecard waiting for this contact's decision. */
export interface InboxSubject {
  contactId: string;
}

/**
 * Issues a link to a contact's approval inbox, in the caller's transaction (beside the e-mail
 * that carries it): a link token bound to the tenant and the contact, stored hashed, expiring
 * after APPROVAL_LINK_DAYS like the timecard links. The web page is `/approvals?token=…`.
 */
export async function issueInboxLink(
  tx: Tx,
  deps: ServiceDeps,
  params: { tenantId: string; contactId: string },
): Promise<{ url: string; expiresAt: Date }> {
  const expiresAt = new Date(
    deps.clock.now().getTime() + deps.config.APPROVAL_LINK_DAYS * 86_400_000,
  );
  const subject: InboxSubject = { contactId: params.contactId };
  const token = await issueLink(tx, {
    tenantId: params.tenantId,
    purpose: INBOX_PURPOSE,
    subject: { ...subject },
    expiresAt,
  });
  return { url: `${deps.config.APP_URL}/approvals?token=${encodeURIComponent(token)}`, expiresAt };
}
