import { weekLabel } from '@tallysheet/contract/timesheets/week';
import type { ApprovalSettings } from '@tallysheet/contract/approvals/approval-settings';
import type { WallTime } from '@tallysheet/contract/approvals/business-days';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { businessDaysPassed } from '@tallysheet/contract/approvals/business-days';
import { timecardRecipients } from '../timesheets/timecard-mails.ts';
import { claimSends, type pendingTimecards } from './approval-schedule.repository.ts';
import type { ListedTimecard } from './schedule-mails.ts';

/** The job's name in timesheet histories (the actor of reminders and escalations). */
export const SCHEDULE_ACTOR = 'Approval schedule';

/** One tenant's tick: its settings, its zone's wall clock now, and the transaction. */
export interface TenantTick {
  tx: Tx;
  deps: ServiceDeps;
  tenantId: string;
  companyName: string;
  settings: ApprovalSettings;
  timeZone: string;
  now: Date;
  wall: WallTime;
}

export type PendingTimecard = Awaited<ReturnType<typeof pendingTimecards>>[number];

/** A timecard's identity for maps and send keys. */
export const cardKey = (card: { timesheetId: string; projectId: string }) =>
  `${card.timesheetId}:${card.projectId}`;

const hours = (minutes: number) => `${(minutes / 60).toFixed(2)} hours`;

export const listed = (card: PendingTimecard, waiting?: string): ListedTimecard => ({
  userFullName: card.userFullName,
  weekLabel: weekLabel(card.periodStart),
  projectName: card.projectName,
  hours: hours(card.minutes),
  waiting,
});

/** The timecards pending `days` business days or more at the tick. */
export const dueAfter = (tick: TenantTick, pending: PendingTimecard[], days: number) =>
  pending.filter((card) => businessDaysPassed(card.submittedAt!, days, tick.now, tick.timeZone));

/**
 * The live contacts of the timecards' projects with a notification level (those a timecard
 * goes to), with their role.
 */
export async function contactsOf(tick: TenantTick, cards: PendingTimecard[]) {
  const projectIds = [...new Set(cards.map((card) => card.projectId))];
  if (projectIds.length === 0) return [];
  return timecardRecipients(tick.tx, { tenantId: tick.tenantId, projectIds });
}

/** Some contacts grouped by project. */
export function byProject<T extends { projectId: string }>(contacts: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const contact of contacts)
    groups.set(contact.projectId, [...(groups.get(contact.projectId) ?? []), contact]);
  return groups;
}

/** The send keys of `keys` this tick claims (the others were sent before: exactly once). */
export const claimAll = (tick: TenantTick, sendKeys: string[]) =>
  claimSends(tick.tx, { tenantId: tick.tenantId, sendKeys, at: tick.now });
