import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import { LINK_TOKEN_MESSAGES } from '@tallysheet/contract/common/link-tokens';
import { contactsDecidedBy, standInsFor } from './stand-ins.ts';
import { recordTimesheetEvents } from '../timesheet-events/timesheet-events.service.ts';
import { findContacts } from './delegations.repository.ts';
import { tenantToday } from './delegations.service.ts';

/** A timecard e-mail's recipient; a stand-in's says whom it stands in for. */
export interface MailRecipient {
  projectId: string;
  contactId: string;
  name: string;
  email: string;
  notificationLevel: 'COPY_WITH_LINK' | 'COPY_ONLY' | 'NONE';
  onBehalfOf?: { contactId: string; name: string };
}

/**
 * The recipients with, after each Copy-With-Approval-Link contact, its alternates of today
 * (issue 29 §3: while a delegation runs, links go to the alternate as well), each with its
 * own approval link for the same timecards. One query for every recipient.
 */
export async function withStandIns(
  tx: Tx,
  deps: ServiceDeps,
  params: { tenantId: string; recipients: MailRecipient[] },
): Promise<MailRecipient[]> {
  const linked = params.recipients.filter((r) => r.notificationLevel === 'COPY_WITH_LINK');
  if (linked.length === 0) return params.recipients;
  const standIns = await standInsFor(tx, {
    tenantId: params.tenantId,
    contactIds: [...new Set(linked.map((r) => r.contactId))],
    day: await tenantToday(tx, deps, params.tenantId),
  });
  return params.recipients.flatMap((recipient) => [
    recipient,
    ...(recipient.notificationLevel === 'COPY_WITH_LINK'
      ? (standIns.get(recipient.contactId) ?? []).map((standIn) => ({
          ...recipient,
          ...standIn,
          onBehalfOf: { contactId: recipient.contactId, name: recipient.name },
        }))
      : []),
  ]);
}

/**
 * Who decides through an approval link issued to `delegateContactId` for `contactId`: the
 * alternate by name, on the absent contact's behalf, while the delegation runs today; once it
 * has ended (or either contact is gone) the link no longer opens.
 */
export async function standInDecider(
  tx: Tx,
  deps: ServiceDeps,
  params: { tenantId: string; contactId: string; delegateContactId: string; contactName: string },
): Promise<{ name: string; onBehalfOf: string }> {
  const { tenantId, delegateContactId } = params;
  const day = await tenantToday(tx, deps, tenantId);
  const decides = await contactsDecidedBy(tx, { tenantId, contactId: delegateContactId, day });
  const [stand] = await findContacts(tx, { tenantId, ids: [delegateContactId] });
  if (!stand || !decides.includes(params.contactId) || stand.id === params.contactId)
    throw unauthorized(LINK_TOKEN_MESSAGES.invalid);
  return { name: stand.name, onBehalfOf: params.contactName };
}

/**
 * On whose behalf `contactId` decides each project's waiting timecards from its inbox (issue
 * 29 §3): nobody's where it approves the project itself, else by name the absent contacts it
 * stands in for whom they wait for. `waiting` is what waits for it and for them, by contact.
 */
export async function inboxOnBehalf(
  tx: Tx,
  params: {
    tenantId: string;
    contactId: string;
    waiting: { projectId: string; contactId: string }[];
  },
): Promise<Map<string, string>> {
  const byProject = new Map<string, Set<string>>();
  for (const { projectId, contactId } of params.waiting)
    byProject.set(projectId, (byProject.get(projectId) ?? new Set()).add(contactId));
  const absent = [...new Set(params.waiting.map((card) => card.contactId))].filter(
    (id) => id !== params.contactId,
  );
  const result = new Map<string, string>();
  if (absent.length === 0) return result;
  const rows = await findContacts(tx, { tenantId: params.tenantId, ids: absent });
  const names = new Map(rows.map((row) => [row.id, row.name]));
  for (const [projectId, contactIds] of byProject)
    if (!contactIds.has(params.contactId))
      result.set(
        projectId,
        [...contactIds]
          .map((id) => names.get(id) ?? '')
          .sort()
          .join(' and '),
      );
  return result;
}

/**
 * The timesheet's history records a decision an alternate made on an absent contact's behalf
 * (issue 29 §3): who, for whom, and how many days they approved and rejected.
 */
export async function recordDecisionOnBehalf(
  tx: Tx,
  params: {
    tenantId: string;
    timesheetId: string;
    projectId: string;
    reviewer: { name: string; at: Date; onBehalfOf?: string };
    input: { timeCards: { days: Partial<Record<string, { review: string } | undefined>> }[] };
  },
) {
  const { reviewer } = params;
  if (!reviewer.onBehalfOf) return;
  const decided = params.input.timeCards.flatMap((card) => Object.values(card.days));
  const counted = (review: string) =>
    String(decided.filter((day) => day?.review === review).length);
  await recordTimesheetEvents(tx, [
    {
      tenantId: params.tenantId,
      timesheetId: params.timesheetId,
      projectId: params.projectId,
      kind: 'decision-on-behalf',
      actorName: reviewer.name,
      detail: {
        onBehalfOf: reviewer.onBehalfOf,
        approved: counted('approved'),
        rejected: counted('rejected'),
      },
      at: reviewer.at,
    },
  ]);
}
