import { weekIssues } from '@tallysheet/contract/timesheets/rules';
import {
  REJECTED_DAYS_MESSAGES,
  rejectedDaysAction,
  rejectedDaysOf,
  type FixRejectedDaysSchema,
} from '@tallysheet/contract/timesheets/rejected-days';
import {
  TIMESHEET_API_MESSAGES,
  type Timecard,
  type Week,
} from '@tallysheet/contract/timesheets/timesheets';
import {
  dayInZone,
  hoursToMinutes,
  parseTimesheetId,
  timesheetId,
  WEEK_DAY_LABELS,
  WEEK_DAYS,
  weekDates,
  weekLabel,
  type WeekDay,
} from '@tallysheet/contract/timesheets/week';
import type { z } from 'zod';
import type { ServiceCall } from '../../lib/deps.ts';
import { conflict, invalidField, invalidFields, notFound } from '../../lib/http-errors.ts';
import { revokeTimesheetProjectLinks } from '../link-tokens/link-tokens.service.ts';
import { companyNameOf } from '../tenants/tenants.service.ts';
import { mailedToOf } from './mailed-to.ts';
import {
  findAdministrators,
  findRejectedDaysReopen,
  resubmitDays,
  setResubmissionRequested,
} from './rejected-days.repository.ts';
import { queueTimecardMails } from './timecard-mails.ts';
import { noticeSubmitted } from './timesheet-notices.ts';
import {
  loadTimesheet,
  loadTimesheets,
  refreshTimesheet,
  weekOptions,
} from './timesheet-loader.ts';
import { authorizeTimesheetRead, TIMESHEET_NOT_FOUND } from './timesheets.policy.ts';
import { lockTimesheet, updateTimesheet } from './timesheets.repository.ts';
import { insertVersion } from './versions.repository.ts';
import { presentWeek, weekUser, zoneOf } from './week.service.ts';
import { emitTimesheetSubmitted } from './timecard-webhooks.ts';
import { assertDaysWritable, weekClosedDays } from '../locks/locks.service.ts';
import { weekHolidays } from '../pay-rules/pay-rules.service.ts';
import { recordAudit } from '../audit/record.ts';
import { timesheetAudit } from './timesheet-audit.ts';
import { resubmissionRequestAudit } from '../audit/request-entries.ts';

type FixInput = z.infer<typeof FixRejectedDaysSchema>;
type Issue = { path: string; message: string };

const cardKey = (card: { projectId: string; taskId: string }) =>
  `${card.projectId}\u0000${card.taskId}`;

/** Days named in the fix that are not rejected, rows without rejected days, rows named twice. */
function fixIssues(input: FixInput, cards: Map<string, Timecard>): Issue[] {
  const seen = new Set<string>();
  return input.timeCards.flatMap((row, index): Issue[] => {
    const key = cardKey(row);
    const card = cards.get(key);
    const rejected = card ? rejectedDaysOf(card) : [];
    if (rejected.length === 0)
      return [
        { path: `timeCards.${index}.taskId`, message: REJECTED_DAYS_MESSAGES.noRejectedDays },
      ];
    if (seen.has(key))
      return [{ path: `timeCards.${index}.taskId`, message: TIMESHEET_API_MESSAGES.duplicateRow }];
    seen.add(key);
    return (Object.keys(row.data) as WeekDay[])
      .filter((day) => row.data[day] && !rejected.includes(day))
      .map((day) => ({
        path: `timeCards.${index}.data.${day}`,
        message: REJECTED_DAYS_MESSAGES.notRejected,
      }));
  });
}

/**
 * Fix and resubmit (issue 28 §1): with the tenant's "Rejected days reopen for the associate"
 * on, the rejected days of a submitted week, and only they, take new hours and descriptions
 * and go for approval again; the other days keep their decisions. The earlier submission is
 * kept as a version (as a resubmission does), the approval links of the projects sent again
 * stop working, and only those projects' contacts are e-mailed. The week's rules (the
 * contract's `weekIssues`) hold over the whole week; a rejected day not named is resubmitted
 * as it is, one left without hours goes.
 */
export function fixRejectedDays({
  deps,
  caller,
  input,
}: ServiceCall & { input: FixInput }): Promise<Week> {
  const { tenantId } = caller;
  return deps.db.withTenant(tenantId, async (tx) => {
    const user = await weekUser(tx, caller, input.userId);
    if (user.isDeleted || user.isArchived)
      throw invalidField('userId', 'This user is archived or deleted');
    if (!(await findRejectedDaysReopen(tx, { tenantId })))
      throw conflict(REJECTED_DAYS_MESSAGES.reopenOff);
    const key = {
      tenantId,
      timesheetId: timesheetId({ tenantId, userId: user.userId, periodStart: input.periodStart }),
    };
    const current = await lockTimesheet(tx, key);
    const [submitted] = current ? await loadTimesheets(tx, tenantId, [current]) : [];
    if (!current || !submitted || rejectedDaysAction(submitted, true) !== 'fix')
      throw conflict(REJECTED_DAYS_MESSAGES.nothingToFix);

    const cards = new Map(submitted.timeCards.map((card) => [cardKey(card), card]));
    const issues = fixIssues(input, cards);
    if (issues.length) throw invalidFields(issues);
    // The whole week as it will be, for the week's rules; issues on a row of the fix name it.
    const fixes = new Map(input.timeCards.map((row, index) => [cardKey(row), { row, index }]));
    const merged = submitted.timeCards.map((card) => ({
      data: Object.fromEntries(
        WEEK_DAYS.map((day) => [
          day,
          fixes.get(cardKey(card))?.row.data[day] ?? {
            hours: card.data[day].hours,
            description: card.data[day].description,
          },
        ]),
      ),
    }));
    const weekProblems = weekIssues({
      periodStart: input.periodStart,
      rows: merged,
      employment: user,
      submitting: true,
    }).map((issue) => {
      const match = /^timeCards\.(\d+)\.(.*)$/.exec(issue.path);
      const fix = match && fixes.get(cardKey(submitted.timeCards[Number(match[1])]!));
      return fix ? { ...issue, path: `timeCards.${fix.index}.${match[2]}` } : issue;
    });
    if (weekProblems.length) throw invalidFields(weekProblems);

    const dates = weekDates(input.periodStart);
    const resent = submitted.timeCards.filter((card) => rejectedDaysOf(card).length > 0);
    // Issue 30 §1: a rejected day in a closed period takes no fix (PERIOD_CLOSED).
    await assertDaysWritable(
      tx,
      tenantId,
      resent.flatMap((card) =>
        rejectedDaysOf(card).map((day) => ({ clientId: card.clientId, day: dates[day] })),
      ),
    );
    const now = deps.clock.now();
    await insertVersion(tx, {
      ...key,
      version: current.version,
      submittedAt: current.submittedAt!,
      submittedBy: current.submittedBy,
      timeCards: submitted.timeCards,
    });
    const projectIds = [...new Set(resent.map((card) => card.projectId))];
    await revokeTimesheetProjectLinks(tx, { ...key, projectIds, at: now });
    for (const card of resent)
      await resubmitDays(tx, {
        ...key,
        projectId: card.projectId,
        taskId: card.taskId,
        days: rejectedDaysOf(card).map((day) => {
          const entry = fixes.get(cardKey(card))?.row.data[day] ?? card.data[day];
          return {
            day: dates[day],
            minutes: hoursToMinutes(entry.hours ?? 0) ?? 0,
            description: entry.description ?? '',
          };
        }),
      });
    await updateTimesheet(tx, key, {
      version: current.version + 1,
      submittedAt: now,
      submittedBy: caller.name,
      submittedByUserId: caller.userId,
      updatedAt: now,
    });
    await setResubmissionRequested(tx, key, null);
    const timesheet = (await refreshTimesheet(tx, key))!;
    await recordAudit(tx, deps, timesheetAudit(caller, 'resubmit', submitted, timesheet));
    await queueTimecardMails(tx, deps, {
      tenantId,
      timesheet,
      customFields: user.customFields,
      projectIds,
    });
    await noticeSubmitted(tx, deps, tenantId, timesheet);
    await emitTimesheetSubmitted(tx, deps, { tenantId, timesheet });
    return presentWeek(user, {
      periodStart: input.periodStart,
      today: dayInZone(now, zoneOf(user)),
      timesheet,
      options: await weekOptions(tx, { tenantId, userId: user.userId }),
      reopen: true,
      mailedTo: await mailedToOf(tx, { tenantId, timesheet, projectIds }),
      closedDays: await weekClosedDays(tx, { tenantId, periodStart: input.periodStart }),
      reopenedDays: [],
      holidays: await weekHolidays(tx, { tenantId, periodStart: input.periodStart }),
    });
  });
}

/** The rejected days in words for the administrators' e-mail: where, which day, and why. */
const rejectedDaysInWords = (cards: Timecard[]) =>
  cards.flatMap((card) =>
    rejectedDaysOf(card).map(
      (day) =>
        `${card.projectName} · ${card.taskName}, ${WEEK_DAY_LABELS[day]}: ${card.data[day].reviewComment ?? '---'}`,
    ),
  );

/**
 * Ask to resubmit (issue 28 §1): with the tenant's reopening of rejected days off, the
 * associate of a week with rejected days asks once; every live administrator is e-mailed and
 * All Timesheets shows the request as pending until resubmission is allowed.
 */
export function askToResubmit({
  deps,
  caller,
  timesheetId: id,
}: ServiceCall & { timesheetId: string }) {
  const { tenantId } = caller;
  return deps.db.withTenant(tenantId, async (tx) => {
    authorizeTimesheetRead(caller, parseTimesheetId(id));
    const loaded = await loadTimesheet(tx, { tenantId, timesheetId: id });
    if (!loaded) throw notFound(TIMESHEET_NOT_FOUND);
    const { timesheet } = loaded;
    const action = rejectedDaysAction(timesheet, await findRejectedDaysReopen(tx, { tenantId }));
    if (action === 'fix') throw conflict(REJECTED_DAYS_MESSAGES.reopenOn);
    if (action === 'asked') throw conflict(REJECTED_DAYS_MESSAGES.alreadyAsked);
    if (action !== 'ask') throw conflict(REJECTED_DAYS_MESSAGES.nothingToFix);
    const key = { tenantId, timesheetId: id };
    const now = deps.clock.now();
    await setResubmissionRequested(tx, key, now);
    await updateTimesheet(tx, key, { updatedAt: now });
    await recordAudit(tx, deps, resubmissionRequestAudit(caller, id, now));
    const companyName = await companyNameOf(tx, tenantId);
    const link = `${deps.config.APP_URL}/timesheets?timesheetId=${encodeURIComponent(id)}`;
    for (const admin of await findAdministrators(tx, { tenantId }))
      await deps.mailer.enqueue(tx, {
        tenantId,
        to: admin.email,
        template: 'resubmission-request',
        data: {
          name: admin.displayName,
          companyName,
          userFullName: timesheet.userFullName,
          weekLabel: weekLabel(timesheet.periodStart),
          rejectedDays: rejectedDaysInWords(timesheet.timeCards),
          link,
        },
      });
  });
}
