import { weekLabel } from '@tallysheet/contract/timesheets/week';
import type { ApprovalSettings } from '@tallysheet/contract/approvals/approval-settings';
import {
  addBusinessDaysToDay,
  isBusinessDay,
  wallTime,
  type WallTime,
} from '@tallysheet/contract/approvals/business-days';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { recordTimesheetEvents } from '../timesheet-events/timesheet-events.service.ts';
import { timecardRecipients } from '../timesheets/timecard-mails.ts';
import { claimSends, type pendingTimecards } from './approval-schedule.repository.ts';
import type { MailToQueue } from '../mail/mailer.ts';
import type { ListedTimecard, ScheduleMail } from '../mail/schedule-mail.ts';

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

/**
 * Each tick's calendar work, done once: the wall times of submissions, and the day `n` business
 * days after a day (the zone's calendar and day arithmetic cost a little each time).
 */
const tickCalendars = new WeakMap<
  TenantTick,
  { walls: Map<number, WallTime>; later: Map<string, string> }
>();

/**
 * When a card is `days` business days old, on the tenant's wall clock (addBusinessDays): the
 * same time of day `days` business days later; a weekend submission counts from Monday 00:00.
 */
function oldAt(tick: TenantTick, card: PendingTimecard, days: number): WallTime {
  let calendar = tickCalendars.get(tick);
  if (!calendar) tickCalendars.set(tick, (calendar = { walls: new Map(), later: new Map() }));
  const at = card.submittedAt!.getTime();
  let start = calendar.walls.get(at);
  if (!start) {
    const wall = wallTime(card.submittedAt!, tick.timeZone);
    start = { day: wall.day, minutes: isBusinessDay(wall.day) ? wall.minutes : 0 };
    calendar.walls.set(at, start);
  }
  const key = `${start.day}+${days}`;
  let day = calendar.later.get(key);
  if (!day) calendar.later.set(key, (day = addBusinessDaysToDay(start.day, days)));
  return { day, minutes: start.minutes };
}

/** Whether the tick's wall clock has reached `at`. */
const reached = (tick: TenantTick, at: WallTime) =>
  at.day < tick.wall.day || (at.day === tick.wall.day && at.minutes <= tick.wall.minutes);

/** The timecards pending `days` business days or more at the tick. */
export const dueAfter = (tick: TenantTick, pending: PendingTimecard[], days: number) =>
  pending.filter((card) => reached(tick, oldAt(tick, card, days)));

/** How many whole business days a timecard has waited at the tick. */
export function businessDaysWaited(tick: TenantTick, card: PendingTimecard): number {
  let days = 0;
  while (reached(tick, oldAt(tick, card, days + 1))) days += 1;
  return days;
}

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

/** How a history event names a recipient: `Name <address>`, or the address alone. */
export const named = (who: { name: string; email: string }) =>
  who.name ? `${who.name} <${who.email}>` : who.email;

/** One history event per timecard, naming everyone this tick e-mailed about it (`kind`). */
export const recordCardEvents = (
  tick: TenantTick,
  kind: 'reminder' | 'escalation-backup' | 'escalation-admins',
  cards: { card: PendingTimecard; recipients: string[] }[],
  detail: Record<string, string>,
) =>
  recordTimesheetEvents(
    tick.tx,
    cards.map(({ card, recipients }) => ({
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

type ScheduleTemplate = ScheduleMail['template'];
/** What a schedule e-mail says besides greeting its recipient and naming the company. */
type MailData<T extends ScheduleTemplate> = Omit<
  Extract<ScheduleMail, { template: T }>['data'],
  'name' | 'companyName'
>;

/**
 * Queues one `template` e-mail per item, to the person `mail` names, greeted by name and
 * naming the tenant's company, with the rest of its data.
 */
export function mailEach<T extends ScheduleTemplate, I>(
  tick: TenantTick,
  template: T,
  items: readonly I[],
  mail: (item: I) => { to: { name: string; email: string }; data: MailData<T> },
) {
  // T and its data go together (MailData<T>); the union of templates cannot show it.
  return tick.deps.mailer.enqueueMany(
    tick.tx,
    items.map((item) => {
      const { to, data } = mail(item);
      const greeting = { name: to.name, companyName: tick.companyName };
      return { tenantId: tick.tenantId, to: to.email, template, data: { ...greeting, ...data } };
    }) as unknown as MailToQueue[],
  );
}
