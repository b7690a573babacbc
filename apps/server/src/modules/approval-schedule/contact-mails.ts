import {
  addBusinessDays,
  isBusinessDay,
  minutesOf,
} from '@tallysheet/contract/approvals/business-days';
import { issueInboxLink } from '../approval-inbox/inbox-link.ts';
import { standInsFor } from '../approval-inbox/stand-ins.ts';
import { recordTimesheetEvents } from '../timesheets/events.service.ts';
import { claimSend, lastSendAt, optedOutContacts } from './approval-schedule.repository.ts';
import { issueOptOutLink } from './reminder-opt-out.ts';
import {
  cardKey,
  contactsOf,
  dueAfter,
  listed,
  SCHEDULE_ACTOR,
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
  for (const card of cards)
    for (const contact of contacts)
      if (contact.projectId === card.projectId && contact.notificationLevel === 'COPY_WITH_LINK')
        add(contact, card);
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
      entry.recipients.push(
        recipient.name ? `${recipient.name} <${recipient.email}>` : recipient.email,
      );
      byCard.set(cardKey(card), entry);
    }
  await recordTimesheetEvents(
    tick.tx,
    [...byCard.values()].map(({ card, recipients }) => ({
      tenantId: tick.tenantId,
      timesheetId: card.timesheetId,
      projectId: card.projectId,
      kind,
      actorName: SCHEDULE_ACTOR,
      recipients,
      detail,
      at: tick.now,
    })),
  );
}

/**
 * Remind contacts to approve (issue 29 §2): on business days, each approver (and stand-in) with
 * timecards pending N business days or more gets one reminder a day at most, linking to their
 * inbox; a contact who opted out gets none.
 */
export async function remindContacts(tick: TenantTick, pending: PendingTimecard[]) {
  const { tx, deps, tenantId, settings, wall } = tick;
  if (!settings.remindApprove.enabled || !isBusinessDay(wall.day)) return 0;
  const days = settings.remindApprove.afterBusinessDays;
  const due = dueAfter(tick, pending, days);
  if (due.length === 0) return 0;
  const optedOut = await optedOutContacts(tx, { tenantId });
  const sent: { recipient: Recipient; cards: PendingTimecard[] }[] = [];
  for (const recipient of await approversOf(tick, due)) {
    if (optedOut.has(recipient.contactId)) continue;
    const sendKey = `remind-approve:${recipient.contactId}:${wall.day}`;
    if (!(await claimSend(tx, { tenantId, sendKey, at: tick.now }))) continue;
    const cards = [...recipient.cards.values()];
    const inbox = await issueInboxLink(tx, deps, { tenantId, contactId: recipient.contactId });
    await deps.mailer.enqueue(tx, {
      tenantId,
      to: recipient.email,
      template: 'approval-reminder',
      data: {
        name: recipient.name,
        companyName: tick.companyName,
        timecards: cards.map((card) => listed(card, waitingFor(card, tick))),
        inboxUrl: inbox.url,
        optOutUrl: await issueOptOutLink(tx, deps, { tenantId, contactId: recipient.contactId }),
      },
    });
    sent.push({ recipient, cards });
  }
  await recordPerCard(tick, 'reminder', sent, { businessDays: String(days) });
  return sent.length;
}

/** How long a timecard has waited, in whole business days (at least the reminder's threshold). */
function waitingFor(card: PendingTimecard, tick: TenantTick): string {
  let days = 0;
  while (addBusinessDays(card.submittedAt!, days + 1, tick.timeZone) <= tick.now) days += 1;
  return days === 1 ? '1 business day' : `${days} business days`;
}

/**
 * The daily digest (digest 'daily'): at digestTime each approver whose timecards arrived since
 * their last digest gets one e-mail listing them, linking to their inbox. The timecard e-mails
 * to Copy-With-Approval-Link contacts are held meanwhile (timecard-mails.ts asks heldForDigest).
 */
export async function sendDigests(tick: TenantTick, pending: PendingTimecard[]) {
  const { tx, deps, tenantId, settings, wall } = tick;
  if (settings.digest !== 'daily' || wall.minutes < minutesOf(settings.digestTime)) return 0;
  let count = 0;
  for (const recipient of await approversOf(tick, pending)) {
    const prefix = `digest:${recipient.contactId}:`;
    const since = await lastSendAt(tx, { tenantId, prefix });
    const cards = [...recipient.cards.values()].filter(
      (card) => !since || card.submittedAt! > since,
    );
    if (cards.length === 0) continue;
    if (!(await claimSend(tx, { tenantId, sendKey: `${prefix}${wall.day}`, at: tick.now })))
      continue;
    const inbox = await issueInboxLink(tx, deps, { tenantId, contactId: recipient.contactId });
    await deps.mailer.enqueue(tx, {
      tenantId,
      to: recipient.email,
      template: 'approval-digest',
      data: {
        name: recipient.name,
        companyName: tick.companyName,
        timecards: cards.map((card) => listed(card)),
        inboxUrl: inbox.url,
      },
    });
    count += 1;
  }
  return count;
}
