import type { ServiceDeps } from '../../lib/deps.ts';
import type { Tx } from '../../db/client.ts';
import { INBOX_PURPOSE } from './inbox-link.ts';
import { issueLinks } from '../link-tokens/link-tokens.service.ts';

/** The purpose of the link tokens in a reminder's footer: turn reminders off (issue 29 §2). */
export const OPT_OUT_PURPOSE = 'reminder-opt-out';
/** A footer link works for a year: reminders keep coming while the contact ignores them. */
const OPT_OUT_DAYS = 365;
const DAY_MS = 86_400_000;

/**
 * The token of a contact's inbox link, as issueInboxLink issues it (bound to the tenant and the
 * contact, valid APPROVAL_LINK_DAYS), for issuing many at once.
 */
export const inboxLinkToken = (
  deps: ServiceDeps,
  params: { tenantId: string; contactId: string },
) => ({
  tenantId: params.tenantId,
  purpose: INBOX_PURPOSE,
  subject: { contactId: params.contactId },
  expiresAt: new Date(deps.clock.now().getTime() + deps.config.APPROVAL_LINK_DAYS * DAY_MS),
});

/** The web page an inbox link opens. */
export const inboxUrlOf = (deps: ServiceDeps, token: string) =>
  `${deps.config.APP_URL}/approvals?token=${encodeURIComponent(token)}`;

/**
 * Each contact's inbox link and, with `optOut`, its reminders' opt-out link, issued in one
 * statement in the transaction that queues the mails carrying them; in the contacts' order.
 */
export async function issueContactLinks(
  tx: Tx,
  deps: ServiceDeps,
  params: { tenantId: string; contactIds: string[]; optOut: boolean },
): Promise<{ inboxUrl: string; optOutUrl?: string }[]> {
  const { tenantId, optOut } = params;
  const optOutExpires = new Date(deps.clock.now().getTime() + OPT_OUT_DAYS * DAY_MS);
  const tokens = await issueLinks(
    tx,
    params.contactIds.flatMap((contactId) => [
      inboxLinkToken(deps, { tenantId, contactId }),
      ...(optOut
        ? [{ tenantId, purpose: OPT_OUT_PURPOSE, subject: { contactId }, expiresAt: optOutExpires }]
        : []),
    ]),
  );
  const per = optOut ? 2 : 1;
  return params.contactIds.map((_, index) => ({
    inboxUrl: inboxUrlOf(deps, tokens[index * per]!),
    ...(optOut && {
      optOutUrl: `${deps.config.APP_URL}/reminders-off?token=${encodeURIComponent(tokens[index * per + 1]!)}`,
    }),
  }));
}
