import { isBusinessDay, minutesOf } from '@tallysheet/contract/approvals/business-days';
import { standInsFor } from '../delegations/stand-ins.ts';
import { lastSendsByContact, optedOutContacts } from './approval-schedule.repository.ts';
import { issueContactLinks } from '../contact-links/contact-links.ts';
import {
  businessDaysWaited,
  byProject,
  cardKey,
  claimAll,
  contactsOf,
  dueAfter,
  listed,
  mailEach,
  named,
  recordCardEvents,
  type PendingTimecard,
  type TenantTick,
} from './schedule-context.ts';

interface Recipient {
  contactId: string;
  name: string;
  email: string;
  cards: Map<string, PendingTimecard>;
}

/**
 * Who decides these timecards: each project's live Copy-With-Approval-Link contacts with the
 * timecards waiting for them, and their stand-ins (delegates) with the same timecards.
 */
async function approversOf(tick: TenantTick, cards: PendingTimecard[]): Promise<Recipient[]> {
  const contacts = await contactsOf(tick, cards);
  const recipients = new Map<string, Recipient>();
  const add = (who: { contactId: string; name: string; email: string }, card: PendingTimecard) => {
    let recipient = recipients.get(who.contactId);
    if (!recipient) recipients.set(who.contactId, (recipient = { ...who, cards: new Map() }));
    recipient.cards.set(cardKey(card), card);
  };
  const approving = byProject(contacts.filter((c) => c.notificationLevel === 'COPY_WITH_LINK'));
  for (const card of cards)
    for (const contact of approving.get(card.projectId) ?? []) add(contact, card);
  const standIns = await standInsFor(tick.tx, {
    tenantId: tick.tenantId,
    contactIds: [...recipients.keys()],
    day: tick.wall.day,
  });
  for (const [contactId, alternates] of standIns) {
    const of = recipients.get(contactId);
    if (!of) continue;
    for (const alternate of alternates) for (const card of of.cards.values()) add(alternate, card);
  }
  return [...recipients.values()];
}

/** Appends one history event per timecard naming everyone this tick e-mailed about it. */
async function recordPerCard(
  tick: TenantTick,
  kind: 'reminder',
  sent: { recipient: Recipient; cards: PendingTimecard[] }[],
  detail: Record<string, string>,
) {
  const byCard = new Map<string, { card: PendingTimecard; recipients: string[] }>();
  for (const { recipient, cards } of sent)
    for (const card of cards) {
      const entry = byCard.get(cardKey(card)) ?? { card, recipients: [] };
      entry.recipients.push(named(recipient));
      byCard.set(cardKey(card), entry);
    }
  await recordCardEvents(tick, kind, [...byCard.values()], detail);
}

/**
 * Claims each recipient's send of `keyOf` (exactly once) and issues the claimed recipients'
 * links: who is mailed this tick, with their links, in bulk.
 */
async function claimRecipients(
  tick: TenantTick,
  candidates: { recipient: Recipient; cards: PendingTimecard[] }[],
  keyOf: (contactId: string) => string,
  optOut: boolean,
) {
  const claimed = await claimAll(
    tick,
    candidates.map(({ recipient }) => keyOf(recipient.contactId)),
  );
  const sent = candidates.filter(({ recipient }) => claimed.has(keyOf(recipient.contactId)));
  const links = await issueContactLinks(tick.tx, tick.deps, {
    tenantId: tick.tenantId,
    contactIds: sent.map(({ recipient }) => recipient.contactId),
    optOut,
  });
  return sent.map((entry, index) => ({ ...entry, links: links[index]! }));
}

/**
 * Remind contacts to approve (issue 29 §2): on business days, each approver (and stand-in) with
 * timecards pending N business days or more gets one reminder a day at most, linking to their
 * inbox; a contact who opted out gets none.
 */
export async function remindContacts(tick: TenantTick, pending: PendingTimecard[]) {
  const { tx, tenantId, settings, wall } = tick;
  if (!settings.remindApprove.enabled || !isBusinessDay(wall.day)) return 0;
  const days = settings.remindApprove.afterBusinessDays;
  const due = dueAfter(tick, pending, days);
  if (due.length === 0) return 0;
  const optedOut = await optedOutContacts(tx, { tenantId });
  const candidates = (await approversOf(tick, due))
    .filter((recipient) => !optedOut.has(recipient.contactId))
    .map((recipient) => ({ recipient, cards: [...recipient.cards.values()] }));
  const sent = await claimRecipients(
    tick,
    candidates,
    (contactId) => `remind-approve:${contactId}:${wall.day}`,
    true,
  );
  await mailEach(tick, 'approval-reminder', sent, ({ recipient, cards, links }) => ({
    to: recipient,
    data: {
      timecards: cards.map((card) => listed(card, waitingFor(card, tick))),
      inboxUrl: links.inboxUrl,
      optOutUrl: links.optOutUrl!,
    },
  }));
  await recordPerCard(tick, 'reminder', sent, { businessDays: String(days) });
  return sent.length;
}

/** How long a timecard has waited, in whole business days (at least the reminder's threshold). */
function waitingFor(card: PendingTimecard, tick: TenantTick): string {
  const days = businessDaysWaited(tick, card);
  return days === 1 ? '1 business day' : `${days} business days`;
}

/**
 * The daily digest (digest 'daily'): at digestTime each approver whose timecards arrived since
 * their last digest gets one e-mail listing them, linking to their inbox. The timecard e-mails
 * to Copy-With-Approval-Link contacts are held meanwhile (timecard-mails.ts asks heldForDigest).
 */
export async function sendDigests(tick: TenantTick, pending: PendingTimecard[]) {
  const { tx, tenantId, settings, wall } = tick;
  if (settings.digest !== 'daily' || wall.minutes < minutesOf(settings.digestTime)) return 0;
  const prefix = 'digest:';
  const last = await lastSendsByContact(tx, { tenantId, prefix });
  const candidates = (await approversOf(tick, pending)).flatMap((recipient) => {
    const since = last.get(recipient.contactId);
    const cards = [...recipient.cards.values()].filter(
      (card) => !since || card.submittedAt! > since,
    );
    return cards.length ? [{ recipient, cards }] : [];
  });
  const sent = await claimRecipients(
    tick,
    candidates,
    (contactId) => `${prefix}${contactId}:${wall.day}`,
    false,
  );
  await mailEach(tick, 'approval-digest', sent, ({ recipient, cards, links }) => ({
    to: recipient,
    data: {
      timecards: cards.map((card) => listed(card)),
      inboxUrl: links.inboxUrl,
    },
  }));
  return sent.length;
}
