import {
  HOURS_STEP,
  hoursToMinutes,
  isWithinEmployment,
  MAX_DAY_MINUTES,
  WEEK_DAY_LABELS,
  WEEK_DAYS,
  weekDates,
  type WeekDay,
} from './week.ts';

/** Timecard statuses (A§4) and their chip colours. */
export const TIMECARD_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type TimecardStatus = (typeof TIMECARD_STATUSES)[number];
export const TIMECARD_STATUS_COLORS: Record<
  TimecardStatus,
  'info' | 'warning' | 'success' | 'error'
> = { draft: 'info', pending: 'warning', approved: 'success', rejected: 'error' };

/** `correction`: a proposed correction waits for the associate (the day is still pending). */
export type DayReview = 'approved' | 'rejected' | 'correction' | null;

/**
 * A timecard's status follows its days (ARCHITECTURE "Timecard status"): draft before
 * submit; any rejected day makes it rejected; every day with hours approved makes it
 * approved; otherwise pending.
 */
export function timecardStatus(
  submitted: boolean,
  days: readonly { minutes: number; review: DayReview }[],
): TimecardStatus {
  if (!submitted) return 'draft';
  if (days.some((day) => day.review === 'rejected')) return 'rejected';
  const worked = days.filter((day) => day.minutes > 0);
  if (worked.length > 0 && worked.every((day) => day.review === 'approved')) return 'approved';
  return 'pending';
}

export const TIMESHEET_MESSAGES = {
  quarterHours: (day: WeekDay) =>
    `${WEEK_DAY_LABELS[day]}: enter hours in steps of ${HOURS_STEP} (a quarter hour)`,
  dayTotal: (day: WeekDay) => `${WEEK_DAY_LABELS[day]}: at most 24 hours in a day`,
  outsideEmployment: (day: WeekDay) => `${WEEK_DAY_LABELS[day]}: outside your employment dates`,
  empty: 'Enter some hours before submitting',
  /** A§1's product rule, shown as help text where employment dates matter. */
  employmentHelp: "Time cannot be submitted outside an associate's start and end dates.",
  unparseable: (day: WeekDay) => `${WEEK_DAY_LABELS[day]}: enter hours like 7.5, 7:30 or 90m`,
  descriptionWithoutHours: (day: WeekDay) =>
    `${WEEK_DAY_LABELS[day]}: a description needs hours on the same day`,
} as const;

export interface DayEntry {
  hours: number;
  description?: string;
}
export type WeekEntries = readonly { data: Partial<Record<WeekDay, DayEntry>> }[];

export interface WeekIssue {
  /** `timeCards.<row>.data.<day>.hours` for a cell, `<day>` for a whole day, `timeCards` for the week. */
  path: string;
  message: string;
}

/**
 * The rules of a week's entries (A§1, ARCHITECTURE "Hours"), checked alike by the grid and
 * the server: quarter-hour steps, at most 24 h a day across all rows, no hours outside the
 * employment dates, a description only beside hours, and (when submitting) some hours.
 */
export function weekIssues(params: {
  periodStart: string;
  rows: WeekEntries;
  employment: { startDate?: string | null; endDate?: string | null };
  submitting: boolean;
}): WeekIssue[] {
  const { periodStart, rows, employment, submitting } = params;
  const issues: WeekIssue[] = [];
  const dates = weekDates(periodStart);
  const totals = Object.fromEntries(WEEK_DAYS.map((day) => [day, 0])) as Record<WeekDay, number>;
  rows.forEach((row, index) => {
    for (const day of WEEK_DAYS) {
      const hours = row.data[day]?.hours ?? 0;
      const minutes = hoursToMinutes(hours);
      const path = `timeCards.${index}.data.${day}.hours`;
      if (minutes === null) issues.push({ path, message: TIMESHEET_MESSAGES.quarterHours(day) });
      else if (minutes === 0 && row.data[day]?.description?.trim())
        issues.push({
          path: `timeCards.${index}.data.${day}.description`,
          message: TIMESHEET_MESSAGES.descriptionWithoutHours(day),
        });
      else if (minutes > 0 && !isWithinEmployment(dates[day], employment))
        issues.push({ path, message: TIMESHEET_MESSAGES.outsideEmployment(day) });
      else totals[day] += minutes;
    }
  });
  for (const day of WEEK_DAYS)
    if (totals[day] > MAX_DAY_MINUTES)
      issues.push({ path: day, message: TIMESHEET_MESSAGES.dayTotal(day) });
  const anyHours = WEEK_DAYS.some((day) => totals[day] > 0);
  if (submitting && !anyHours && issues.length === 0)
    issues.push({ path: 'timeCards', message: TIMESHEET_MESSAGES.empty });
  return issues;
}
