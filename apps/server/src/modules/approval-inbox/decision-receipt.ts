import {
  WEEK_DAY_LABELS,
  formatDay,
  weekLabel,
  WEEK_DAYS,
} from '@tallysheet/contract/timesheets/week';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import type { DecisionReceiptData } from '../mail/decision-receipt-mail.ts';
import { companyNameOf } from '../tenants/tenants.service.ts';
import type { DecidedDay } from './decided-day.ts';
import { findLiveContact } from './inbox.repository.ts';

const DECISION_WORDS: Record<string, string> = {
  approved: 'Approved',
  rejected: 'Rejected',
  correction: 'Correction proposed',
};

/** `Monday, Nov 23, 2026`: the weekday of a day of the week starting `periodStart`. */
function dayLabel(periodStart: string, date: string) {
  const index = Math.round((Date.parse(date) - Date.parse(periodStart)) / 86_400_000);
  const weekday = WEEK_DAYS[index];
  return `${weekday ? `${WEEK_DAY_LABELS[weekday]}, ` : ''}${formatDay(date)}`;
}

/** The days decided, counted by kind (what the inbox answers and the receipt says). */
export function countDecided(days: DecidedDay[]) {
  const count = (review: string) => days.filter((day) => day.review === review).length;
  return {
    approved: count('approved'),
    rejected: count('rejected'),
    corrections: count('correction'),
  };
}

/** The receipt's timecards: one per associate's week, project and task, days in date order. */
export function receiptTimecards(days: DecidedDay[]): DecisionReceiptData['timecards'] {
  const cards = new Map<string, DecisionReceiptData['timecards'][number]>();
  const sorted = [...days].sort(
    (a, b) =>
      a.periodStart.localeCompare(b.periodStart) ||
      a.userFullName.localeCompare(b.userFullName) ||
      a.timesheetId.localeCompare(b.timesheetId) ||
      a.projectName.localeCompare(b.projectName) ||
      a.taskName.localeCompare(b.taskName) ||
      a.date.localeCompare(b.date),
  );
  for (const day of sorted) {
    const key = [day.timesheetId, day.projectName, day.taskName].join('\u0000');
    let card = cards.get(key);
    if (!card) {
      // A stand-in's receipt says for whom they decided (issue 29 §3).
      const onBehalf = day.onBehalfOf ? ` · on behalf of ${day.onBehalfOf}` : '';
      card = {
        heading: `${day.userFullName} · ${weekLabel(day.periodStart)} · ${day.projectName} · ${day.taskName}${onBehalf}`,
        days: [],
      };
      cards.set(key, card);
    }
    card.days.push({
      label: dayLabel(day.periodStart, day.date),
      hours: day.hours,
      decision: DECISION_WORDS[day.review] ?? day.review,
      comment: day.reviewComment,
    });
  }
  return [...cards.values()];
}

/**
 * Queues the contact's receipt for the decisions just recorded (issue 29 §1), in the same
 * transaction: the days, their hours, the decisions and the comments. Nothing decided, no mail.
 */
export async function queueDecisionReceipt(
  tx: Tx,
  deps: ServiceDeps,
  params: { tenantId: string; contactId: string; days: DecidedDay[] },
) {
  if (params.days.length === 0) return;
  const contact = await findLiveContact(tx, params);
  if (!contact) return;
  await deps.mailer.enqueue(tx, {
    tenantId: params.tenantId,
    to: contact.email,
    template: 'decision-receipt',
    data: {
      contactName: contact.name || contact.email,
      companyName: await companyNameOf(tx, params.tenantId),
      timecards: receiptTimecards(params.days),
      ...countDecided(params.days),
    },
  });
}
