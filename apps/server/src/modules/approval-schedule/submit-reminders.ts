import { minutesOf, weekdayOf } from '@tallysheet/contract/approvals/business-days';
import {
  addDays,
  weekEndOf,
  weekLabel,
  weekStartOf,
  WEEK_DAYS,
  type WeekDay,
} from '@tallysheet/contract/timesheets/week';
import { recordTimesheetEvents } from '../timesheet-events/timesheet-events.service.ts';
import { associatesToRemind, draftTimesheetIds } from './approval-schedule.repository.ts';
import { claimAll, mailEach, SCHEDULE_ACTOR, type TenantTick } from './schedule-context.ts';

/** A day's name as the settings give it (WEEK_DAYS starts on Saturday, getUTCDay on Sunday). */
const dayName = (day: string): WeekDay => WEEK_DAYS[(weekdayOf(day) + 1) % 7]!;

/**
 * The week a reminder on `day` is about: the one holding the day three days earlier, so that
 * Wednesday to Friday remind of the running week and Saturday to Tuesday of the week just ended
 * (Friday 15:00 and Monday 09:00 both mean "the week ending that Friday").
 */
export const weekToRemind = (day: string) => weekStartOf(addDays(day, -3));

/**
 * Remind associates to submit (issue 29 §2): on each chosen day, from the chosen time, each
 * live associate with an assignment, employed during the week, whose week is not submitted,
 * gets one e-mail linking to Submit Timesheet.
 */
export async function remindAssociates(tick: TenantTick) {
  const { tx, deps, tenantId, settings, wall } = tick;
  const { remindSubmit } = settings;
  if (!remindSubmit.enabled) return 0;
  if (!remindSubmit.days.includes(dayName(wall.day))) return 0;
  if (wall.minutes < minutesOf(remindSubmit.time)) return 0;
  const periodStart = weekToRemind(wall.day);
  const associates = await associatesToRemind(tx, {
    tenantId,
    periodStart,
    periodEnd: weekEndOf(periodStart),
  });
  const keyOf = (userId: string) => `remind-submit:${userId}:${wall.day}`;
  const claimed = await claimAll(
    tick,
    associates.map((associate) => keyOf(associate.userId)),
  );
  const reminded = associates.filter((associate) => claimed.has(keyOf(associate.userId)));
  await mailEach(tick, 'submit-reminder', reminded, (associate) => ({
    to: associate,
    data: {
      weekLabel: weekLabel(periodStart),
      link: `${deps.config.APP_URL}/submit`,
    },
  }));
  // A week with a draft keeps the reminder in its history; an untouched week has none to keep.
  const drafts = await draftTimesheetIds(tx, {
    tenantId,
    userIds: reminded.map((associate) => associate.userId),
    periodStart,
  });
  await recordTimesheetEvents(
    tx,
    reminded.flatMap((associate) => {
      const timesheetId = drafts.get(associate.userId);
      return timesheetId
        ? [
            {
              tenantId,
              timesheetId,
              kind: 'reminder' as const,
              actorName: SCHEDULE_ACTOR,
              recipients: [`${associate.name} <${associate.email}>`],
              detail: { audience: 'associate' },
              at: tick.now,
            },
          ]
        : [];
    }),
  );
  return reminded.length;
}
