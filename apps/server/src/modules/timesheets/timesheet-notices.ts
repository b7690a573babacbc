import type { Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { weekLabel } from '@tallysheet/contract/timesheets/week';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { notifyCompany } from '../internal-email/internal-email.service.ts';

const reviewLink = (deps: ServiceDeps, timesheet: Timesheet) =>
  `${deps.config.APP_URL}/timesheets/admin-review?timesheetId=${encodeURIComponent(timesheet.timesheetId)}`;

const totalHours = (timesheet: Timesheet) =>
  timesheet.timeCards.reduce((sum, card) => sum + card.totalHours, 0);

/** The company's own copy of a submitted timesheet (its verified Internal Contact Email). */
export function noticeSubmitted(tx: Tx, deps: ServiceDeps, tenantId: string, timesheet: Timesheet) {
  const week = weekLabel(timesheet.periodStart);
  return notifyCompany(tx, deps, {
    tenantId,
    subject: `Timesheet submitted: ${timesheet.userFullName}, ${week}`,
    paragraphs: [
      `${timesheet.userFullName} submitted the timesheet for ${week}: ${totalHours(timesheet)} hours.`,
    ],
    link: reviewLink(deps, timesheet),
  });
}

/** The company's own copy of a rejection, by an administrator or a project contact. */
export function noticeRejected(
  tx: Tx,
  deps: ServiceDeps,
  params: { tenantId: string; timesheet: Timesheet; reviewer: string },
) {
  const { timesheet } = params;
  const week = weekLabel(timesheet.periodStart);
  return notifyCompany(tx, deps, {
    tenantId: params.tenantId,
    subject: `Time rejected: ${timesheet.userFullName}, ${week}`,
    paragraphs: [
      `${params.reviewer} rejected time on ${timesheet.userFullName}'s timesheet for ${week}.`,
    ],
    link: reviewLink(deps, timesheet),
  });
}
