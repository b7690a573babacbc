import {
  INBOX_MESSAGES,
  INBOX_PAGE_SIZE,
  type ApprovalInbox,
  type InboxDecisionParsed,
  type InboxDecisionResult,
  type InboxTimesheet,
} from '@tallysheet/contract/timesheets/approval-inbox';
import { LINK_TOKEN_MESSAGES } from '@tallysheet/contract/common/link-tokens';
import { dayInZone } from '@tallysheet/contract/timesheets/week';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { invalidFields, notFound, unauthorized } from '../../lib/http-errors.ts';
import { companyNameOf, tenantTimeZoneOf } from '../tenants/tenants.service.ts';
import { applyContactDecisions, type LinkRequest } from './approval.service.ts';
import type { DecidedDay } from './decided-day.ts';
import { loadTimesheetsByIds } from '../timesheets/timesheet-loader.ts';
import { countDecided, queueDecisionReceipt } from './decision-receipt.ts';
import {
  countApprovingProjects,
  findLiveContact,
  findWaitingCards,
  findWaitingTimesheetIds,
} from './inbox.repository.ts';
import { contactsDecidedBy } from '../delegations/stand-ins.ts';
import { inboxOnBehalf } from '../delegations/stand-in-links.ts';

/** A verified inbox link: its tenant, its subject (the contact), until when. */
export interface InboxLink {
  /** Which link (a handle of the token), for the audit trail. */
  id?: string;
  tenantId: string;
  subject: Record<string, string>;
  expiresAt: Date;
}

const cardKey = (card: { timesheetId: string; projectId: string; taskId: string }) =>
  `${card.timesheetId}\u0000${card.projectId}\u0000${card.taskId}`;

/**
 * The contact an inbox link opens, and whose timecards they decide today: only a live contact
 * who still approves some project (Copy With Approval Link), or stands in today for one who
 * does, has an inbox. Their links are revoked when that ends; this check holds for any path
 * that missed it.
 */
async function openInbox(tx: Tx, deps: ServiceDeps, link: InboxLink) {
  const { tenantId } = link;
  const contactId = link.subject.contactId;
  // A token of this purpose names a contact; one that does not opens nothing.
  if (!contactId) throw notFound(INBOX_MESSAGES.noInbox);
  const contact = await findLiveContact(tx, { tenantId, contactId });
  if (!contact) throw unauthorized(LINK_TOKEN_MESSAGES.invalid);
  const day = dayInZone(deps.clock.now(), await tenantTimeZoneOf(tx, tenantId));
  const contactIds = await contactsDecidedBy(tx, { tenantId, contactId, day });
  if ((await countApprovingProjects(tx, { tenantId, contactIds })) === 0)
    throw unauthorized(LINK_TOKEN_MESSAGES.invalid);
  return { contactId, contactName: contact.name || contact.email, contactIds };
}

/** Some timesheets with only their timecards waiting for the contacts, in the order of `ids`. */
async function waitingTimesheets(
  tx: Tx,
  params: { tenantId: string; contactIds: string[]; timesheetIds: string[] },
): Promise<InboxTimesheet[]> {
  const { tenantId, timesheetIds } = params;
  if (timesheetIds.length === 0) return [];
  const waiting = new Set((await findWaitingCards(tx, params)).map(cardKey));
  const loaded = await loadTimesheetsByIds(tx, { tenantId, timesheetIds });
  const byId = new Map(loaded.map((timesheet) => [timesheet.timesheetId, timesheet]));
  return timesheetIds.flatMap((id) => {
    const timesheet = byId.get(id);
    if (!timesheet) return [];
    const timeCards = timesheet.timeCards.filter((card) =>
      waiting.has(cardKey({ timesheetId: id, ...card })),
    );
    if (timeCards.length === 0) return [];
    const { userFullName, periodStart, periodEnd, submittedAt, supplierName } = timesheet;
    return [
      {
        timesheetId: id,
        userFullName,
        periodStart,
        periodEnd,
        submittedAt,
        supplierName,
        timeCards,
      },
    ];
  });
}

/**
 * What an inbox link shows (issue 29 §1): every timecard waiting for the contact's decision
 * (and for the contacts they stand in for), oldest week first, a page at a time. Opening it
 * never changes anything (mail scanners open links).
 */
export function getInbox({ deps, link }: { deps: ServiceDeps; link: InboxLink }) {
  return deps.db.withTenant(link.tenantId, async (tx): Promise<ApprovalInbox> => {
    const { contactName, contactIds } = await openInbox(tx, deps, link);
    const ids = await findWaitingTimesheetIds(tx, {
      tenantId: link.tenantId,
      contactIds,
      limit: INBOX_PAGE_SIZE + 1,
    });
    const shown = ids.slice(0, INBOX_PAGE_SIZE);
    return {
      contactName,
      companyName: await companyNameOf(tx, link.tenantId),
      timesheets: await waitingTimesheets(tx, {
        tenantId: link.tenantId,
        contactIds,
        timesheetIds: shown,
      }),
      more: ids.length > shown.length,
      expiresAt: link.expiresAt.toISOString(),
    };
  });
}

/** Each decision's place in the request, grouped by timesheet; a timecard named twice is a 400. */
function groupByTimesheet(decisions: InboxDecisionParsed['decisions']) {
  const groups = new Map<string, number[]>();
  const seen = new Set<string>();
  const twice: { path: string; message: string }[] = [];
  decisions.forEach((decision, index) => {
    if (seen.has(cardKey(decision)))
      twice.push({
        path: `decisions.${index}.taskId`,
        message: 'This timecard is already decided above',
      });
    seen.add(cardKey(decision));
    groups.set(decision.timesheetId, [...(groups.get(decision.timesheetId) ?? []), index]);
  });
  if (twice.length) throw invalidFields(twice);
  return groups;
}

/**
 * Records a contact's decisions from their inbox, in one transaction: every timecard named
 * must be waiting for them, or the whole request is a 404 and nothing is written. Each
 * timesheet's decisions go through the same code as the timecard link's; then the contact
 * gets a receipt of everything decided.
 */
export function decideInbox({
  deps,
  link,
  input,
}: LinkRequest<InboxLink, InboxDecisionParsed>): Promise<InboxDecisionResult> {
  return deps.db.withTenant(link.tenantId, async (tx) => {
    const { tenantId } = link;
    const { contactId, contactName, contactIds } = await openInbox(tx, deps, link);
    const groups = groupByTimesheet(input.decisions);
    const timesheetIds = [...groups.keys()];
    const waitingCards = await findWaitingCards(tx, { tenantId, contactIds, timesheetIds });
    const waiting = new Set(waitingCards.map(cardKey));
    if (input.decisions.some((decision) => !waiting.has(cardKey(decision))))
      throw notFound(INBOX_MESSAGES.notWaiting);
    // A stand-in decides the absent contacts' timecards on their behalf (issue 29 §3).
    const onBehalf = await inboxOnBehalf(tx, { tenantId, contactId, waiting: waitingCards });
    const shown = await waitingTimesheets(tx, { tenantId, contactIds, timesheetIds });
    const decided: DecidedDay[] = [];
    for (const timesheet of shown) {
      const indexes = groups.get(timesheet.timesheetId)!;
      decided.push(
        ...(await applyContactDecisions(tx, deps, {
          tenantId,
          timesheet,
          cards: timesheet.timeCards,
          decisions: indexes.map((index) => input.decisions[index]!),
          contactId,
          contactName,
          onBehalfOf: (projectId) => onBehalf.get(projectId),
          via: link.id,
          pathOf: (index) => `decisions.${indexes[index]}`,
        })),
      );
    }
    await queueDecisionReceipt(tx, deps, { tenantId, contactId, days: decided });
    return countDecided(decided);
  });
}
