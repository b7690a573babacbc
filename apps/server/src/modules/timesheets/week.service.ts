import { weekIssues } from '@tallysheet/contract/timesheets/rules';
import { rejectedDaysAction } from '@tallysheet/contract/timesheets/rejected-days';
import {
  TIMESHEET_API_MESSAGES,
  type MailedProject,
  type SaveWeekParsed,
  type Timesheet,
  type Week,
  type WeekOption,
} from '@tallysheet/contract/timesheets/timesheets';
import {
  dayInZone,
  hoursToMinutes,
  timesheetId,
  WEEK_DAYS,
  weekDates,
  weekEndOf,
  weekStartOf,
} from '@tallysheet/contract/timesheets/week';
import type { ClosedDay, ReopenedDay } from '@tallysheet/contract/locks/period-locks';
import type { HolidayDay } from '@tallysheet/contract/pay-rules/pay-rules';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ServiceCall, ServiceDeps } from '../../lib/deps.ts';
import { conflict, invalidField, invalidFields, notFound } from '../../lib/http-errors.ts';
import { revokeTimesheetLinkTokens } from '../link-tokens/link-tokens.service.ts';
import { userRowOf } from '../users/users.service.ts';
import { mailedToOf } from './mailed-to.ts';
import { findRejectedDaysReopen } from './rejected-days.repository.ts';
import { queueTimecardMails } from './timecard-mails.ts';
import { noticeSubmitted } from './timesheet-notices.ts';
import {
  loadTimesheet,
  loadTimesheets,
  refreshTimesheet,
  weekOptions,
} from './timesheet-loader.ts';
import { authorizeWeekOf } from './timesheets.policy.ts';
import { insertTimesheet, lockTimesheet, updateTimesheet } from './timesheets.repository.ts';
import { insertVersion } from './versions.repository.ts';
import { type EntryCard, replaceEntries } from './week.repository.ts';
import { emitTimesheetSubmitted } from './timecard-webhooks.ts';
import { recordAudit } from '../audit/record.ts';
import { weekAudit } from './timesheet-audit.ts';
import { findReopenedDays, setReopenedDays, weekClosedDays } from '../locks/locks.service.ts';
import { guardWeekSave } from '../locks/week-locks.ts';
import { weekHolidays } from '../pay-rules/pay-rules.service.ts';

type SaveWeekInput = SaveWeekParsed;

export const USER_NOT_FOUND = 'User not found';

/** The user whose week is entered: the caller, or (for an Administrator) a live user of the tenant. */
export async function weekUser(tx: Tx, caller: AuthContext, userId = caller.userId) {
  const user = await userRowOf(tx, { tenantId: caller.tenantId, userId });
  if (!user) throw notFound(USER_NOT_FOUND);
  authorizeWeekOf(caller, user.userId);
  return user;
}

export type WeekUser = Awaited<ReturnType<typeof weekUser>>;

/** Time zone of the user's calendar: theirs, else UTC. */
export const zoneOf = (user: WeekUser) => user.timezone ?? 'UTC';

/**
 * The week's answer from what has been read of it: its timesheet (none yet), options, the
 * tenant's reopening of rejected days, and after a submit who was e-mailed.
 */
export function presentWeek(
  user: WeekUser,
  week: {
    periodStart: string;
    today: string;
    timesheet: Timesheet | null;
    options: WeekOption[];
    reopen: boolean;
    mailedTo?: MailedProject[];
    closedDays: ClosedDay[];
    reopenedDays: ReopenedDay[];
    holidays: HolidayDay[];
  },
): Week {
  const { periodStart, timesheet } = week;
  return {
    timesheetId: timesheetId({ tenantId: user.tenantId, userId: user.userId, periodStart }),
    periodStart,
    periodEnd: weekEndOf(periodStart),
    today: week.today,
    user: {
      userId: user.userId,
      displayName: user.displayName,
      startDate: user.startDate,
      endDate: user.endDate,
      timezone: zoneOf(user),
    },
    editable: !timesheet || timesheet.submittedAt === null || timesheet.resubmissionAllowed,
    rejectedDays: rejectedDaysAction(timesheet, week.reopen),
    timesheet,
    options: week.options,
    closedDays: week.closedDays,
    reopenedDays: week.reopenedDays,
    holidays: week.holidays,
    ...(week.mailedTo && { mailedTo: week.mailedTo }),
  };
}

async function readWeek(
  tx: Tx,
  deps: ServiceDeps,
  user: WeekUser,
  date: string | undefined,
): Promise<Week> {
  const today = dayInZone(deps.clock.now(), zoneOf(user));
  const periodStart = weekStartOf(date ?? today);
  const id = timesheetId({ tenantId: user.tenantId, userId: user.userId, periodStart });
  const loaded = await loadTimesheet(tx, { tenantId: user.tenantId, timesheetId: id });
  const options = await weekOptions(tx, { tenantId: user.tenantId, userId: user.userId });
  const reopen = await findRejectedDaysReopen(tx, { tenantId: user.tenantId });
  const timesheet = loaded?.timesheet ?? null;
  return presentWeek(user, {
    periodStart,
    today,
    timesheet,
    options,
    reopen,
    closedDays: await weekClosedDays(tx, { tenantId: user.tenantId, periodStart }),
    holidays: await weekHolidays(tx, { tenantId: user.tenantId, periodStart }),
    reopenedDays: timesheet?.resubmissionAllowed
      ? await findReopenedDays(tx, { tenantId: user.tenantId, timesheetId: id })
      : [],
  });
}

/** The Saturday–Friday week containing `date` (today in the user's time zone by default). */
export function getWeek({
  deps,
  caller,
  date,
  userId,
}: ServiceCall & { date?: string; userId?: string }) {
  return deps.db.withTenant(caller.tenantId, async (tx) =>
    readWeek(tx, deps, await weekUser(tx, caller, userId), date),
  );
}

/** Rows the user may not use, and rows named twice, as field issues. */
function rowIssues(
  input: SaveWeekInput,
  allowed: Set<string>,
): { path: string; message: string }[] {
  const seen = new Set<string>();
  return input.timeCards.flatMap((card, index): { path: string; message: string }[] => {
    const key = `${card.projectId}\u0000${card.taskId}`;
    const path = `timeCards.${index}.taskId`;
    if (!allowed.has(key)) return [{ path, message: TIMESHEET_API_MESSAGES.unassigned }];
    if (seen.has(key)) return [{ path, message: TIMESHEET_API_MESSAGES.duplicateRow }];
    seen.add(key);
    return [];
  });
}

/** The rows as stored: days with hours or a description; on submit, rows with no hours go. */
function entryCards(input: SaveWeekInput): EntryCard[] {
  const dates = weekDates(input.periodStart);
  const cards = input.timeCards.map((card) => ({
    projectId: card.projectId,
    taskId: card.taskId,
    days: WEEK_DAYS.flatMap((name) => {
      const entry = card.data[name];
      const minutes = hoursToMinutes(entry?.hours ?? 0) ?? 0;
      const description = entry?.description ?? '';
      return minutes > 0 || description ? [{ day: dates[name], minutes, description }] : [];
    }),
  }));
  return input.submit ? cards.filter((card) => card.days.some((day) => day.minutes > 0)) : cards;
}

/**
 * Saves a week as a draft or submits it (A§1, API.md PUT /submit-time/week). The rules of
 * the contract's `weekIssues` hold, rows are the user's assigned live tasks, and a submitted
 * week is read-only until an administrator allows resubmission; then the earlier submission
 * is kept as a version with its decisions and its approval links stop working. Submitting
 * queues the project contacts' e-mails.
 */
export function saveWeek({
  deps,
  caller,
  input,
}: ServiceCall & { input: SaveWeekInput }): Promise<Week> {
  const { tenantId } = caller;
  return deps.db.withTenant(tenantId, async (tx) => {
    const user = await weekUser(tx, caller, input.userId);
    if (user.isDeleted || user.isArchived)
      throw invalidField('userId', 'This user is archived or deleted');
    const options = await weekOptions(tx, { tenantId, userId: user.userId });
    const allowed = new Set(
      options.flatMap((option) =>
        option.tasks.map((task) => `${option.projectId}\u0000${task.taskId}`),
      ),
    );
    const issues = [
      ...rowIssues(input, allowed),
      ...weekIssues({
        periodStart: input.periodStart,
        rows: input.timeCards,
        employment: user,
        submitting: input.submit,
      }),
    ];
    if (issues.length) throw invalidFields(issues);

    const key = {
      tenantId,
      timesheetId: timesheetId({ tenantId, userId: user.userId, periodStart: input.periodStart }),
    };
    await insertTimesheet(tx, {
      ...key,
      userId: user.userId,
      periodStart: input.periodStart,
      periodEnd: weekEndOf(input.periodStart),
    });
    // The row only: its timecards are read again once they have changed, below.
    const current = (await lockTimesheet(tx, key))!;
    const auditBefore = (await loadTimesheet(tx, key))?.timesheet;
    const now = deps.clock.now();
    let version = current.version;
    if (current.submittedAt && !current.resubmissionAllowed)
      throw conflict(TIMESHEET_API_MESSAGES.readOnly);
    const cards = entryCards(input);
    // Issue 30 §1: closed and approved days stay as they are (else a 409), and keep their rows.
    let stored: Timesheet | undefined;
    const readStored = async () =>
      (stored ??= (await loadTimesheets(tx, tenantId, [current]))[0]) ?? null;
    const clientOf = new Map(options.map((option) => [option.projectId, option.clientId]));
    const keep = await guardWeekSave(tx, {
      tenantId,
      periodStart: input.periodStart,
      stored: readStored,
      submitted: current.submittedAt !== null,
      submitting: input.submit,
      reopenedDays: current.resubmissionAllowed ? await findReopenedDays(tx, key) : [],
      cards: cards.map((card) => ({ ...card, clientId: clientOf.get(card.projectId) ?? '' })),
    });
    if (current.submittedAt) {
      const submitted = await readStored();
      await insertVersion(tx, {
        ...key,
        version,
        submittedAt: current.submittedAt,
        submittedBy: current.submittedBy,
        timeCards: submitted!.timeCards,
      });
      await revokeTimesheetLinkTokens(tx, { ...key, at: now });
      version += 1;
    }
    await replaceEntries(tx, { ...key, userId: user.userId, cards, keep });
    await updateTimesheet(tx, key, {
      version,
      submittedAt: input.submit ? now : null,
      submittedBy: input.submit ? caller.name : null,
      submittedByUserId: input.submit ? caller.userId : null,
      resubmissionAllowed: false,
      updatedAt: now,
    });
    if (current.resubmissionAllowed) await setReopenedDays(tx, { ...key, days: [] });
    // Read once after the change: stored for the lists, and the answer (the options are as read above).
    const timesheet = (await refreshTimesheet(tx, key))!;
    await recordAudit(tx, deps, weekAudit(caller, input.submit, auditBefore, timesheet));
    let mailedTo: MailedProject[] | undefined;
    if (input.submit) {
      await queueTimecardMails(tx, deps, { tenantId, timesheet, customFields: user.customFields });
      await noticeSubmitted(tx, deps, tenantId, timesheet);
      await emitTimesheetSubmitted(tx, deps, { tenantId, timesheet });
      mailedTo = await mailedToOf(tx, { tenantId, timesheet });
    }
    const today = dayInZone(now, zoneOf(user));
    const reopen = await findRejectedDaysReopen(tx, { tenantId });
    return presentWeek(user, {
      periodStart: input.periodStart,
      today,
      timesheet,
      options,
      reopen,
      mailedTo,
      closedDays: await weekClosedDays(tx, { tenantId, periodStart: input.periodStart }),
      reopenedDays: [],
      holidays: await weekHolidays(tx, { tenantId, periodStart: input.periodStart }),
    });
  });
}
