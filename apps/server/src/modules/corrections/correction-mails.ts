import type { Timecard, Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { formatDay, formatDayHeading, weekLabel } from '@tallysheet/contract/timesheets/week';
import type { Tx } from '../../db/client.ts';
import type { StoredCorrection } from '../../db/schema/timesheets.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { issueLink } from '../link-tokens/link-tokens.service.ts';
import { APPROVAL_PURPOSE, type ApprovalSubject } from '../timesheets/timecard-mails.ts';
import { findAssociateAddress, findContactAddress } from './corrections.repository.ts';

const hours = (value: number) => `${value} h`;
const what = (card: Timecard, date: string, correction: StoredCorrection) =>
  `${card.projectName} · ${card.taskName}, ${formatDayHeading(date)}: ${hours(correction.originalHours)} → ${hours(correction.hours)}` +
  (correction.description !== correction.originalDescription
    ? ` ("${correction.description}")`
    : '');

/**
 * Tells the associate that a contact proposed corrections on their week (issue 29 §4), with a
 * link to the week where they accept or decline; returns who was e-mailed.
 */
export async function mailCorrectionsProposed(
  tx: Tx,
  deps: ServiceDeps,
  params: {
    tenantId: string;
    timesheet: Timesheet;
    proposed: { card: Timecard; date: string; correction: StoredCorrection }[];
  },
): Promise<string[]> {
  const { tenantId, timesheet, proposed } = params;
  const associate = await findAssociateAddress(tx, { tenantId, userId: timesheet.userId });
  if (!associate || proposed.length === 0) return [];
  const week = weekLabel(timesheet.periodStart);
  const by = proposed[0]!.correction.proposedBy;
  await deps.mailer.enqueue(tx, {
    tenantId,
    to: associate.email,
    template: 'correction',
    data: {
      name: associate.name,
      subject: `${by} proposes a correction to your timesheet for ${week}`,
      paragraphs: [
        `${by} proposes to correct your time for ${week}. Accept it and the day is approved with the corrected hours; decline it with a reply and the day goes back to ${by}.`,
        ...proposed.map(
          ({ card, date, correction }) =>
            `${what(card, date, correction)}. ${by}: "${correction.comment}"`,
        ),
      ],
      action: {
        label: 'Answer the correction',
        href: `${deps.config.APP_URL}/my-time`,
      },
    },
  });
  return [associate.email];
}

/**
 * Tells the contact that the associate declined their correction, with the reply and a new
 * approval link for the project (the day is theirs to decide again); returns who was e-mailed.
 */
export async function mailCorrectionDeclined(
  tx: Tx,
  deps: ServiceDeps,
  params: {
    tenantId: string;
    timesheet: Timesheet;
    card: Timecard;
    date: string;
    correction: StoredCorrection;
  },
): Promise<string[]> {
  const { tenantId, timesheet, card, date, correction } = params;
  const contact = await findContactAddress(tx, { tenantId, contactId: correction.contactId });
  if (!contact) return [];
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + deps.config.APPROVAL_LINK_DAYS * 86_400_000);
  const subject: ApprovalSubject = {
    timesheetId: timesheet.timesheetId,
    projectId: card.projectId,
    contactId: correction.contactId,
    version: String(timesheet.version),
  };
  const token = await issueLink(tx, {
    tenantId,
    purpose: APPROVAL_PURPOSE,
    subject: { ...subject },
    expiresAt,
  });
  const week = weekLabel(timesheet.periodStart);
  await deps.mailer.enqueue(tx, {
    tenantId,
    to: contact.email,
    template: 'correction',
    data: {
      name: contact.name,
      subject: `${timesheet.userFullName} declined your correction for ${week}`,
      paragraphs: [
        `${what(card, date, correction)}.`,
        `${correction.answeredBy}: "${correction.reply ?? ''}"`,
        `The day is yours to decide again. This link works until ${formatDay(expiresAt.toISOString().slice(0, 10))}.`,
      ],
      action: {
        label: 'Review the timecard',
        href: `${deps.config.APP_URL}/approve-time?token=${encodeURIComponent(token)}`,
      },
    },
  });
  return [contact.email];
}
