/**
 * Weeks, timesheet ids and hours (A§3, ARCHITECTURE "Hours"): a week runs Saturday to
 * Friday, a timesheet id is `tenantId#userId#YYYYMMDD_YYYYMMDD`, hours are stored as whole
 * minutes entered in quarter-hour steps. Dates are calendar days `YYYY-MM-DD`, computed in
 * UTC so that no time zone or daylight-saving change can move a day.
 */

/** The days of a timesheet, in order: Saturday first. */
export const WEEK_DAYS = [
  'saturday',
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const WEEK_DAY_LABELS: Record<WeekDay, string> = {
  saturday: 'Saturday',
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
};

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a `YYYY-MM-DD` date that exists on the calendar. */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function toUtc(day: string): number {
  if (!isCalendarDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
}

const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** The Saturday on or before `day`: the start of its week. */
export function weekStartOf(day: string): string {
  const weekday = new Date(toUtc(day)).getUTCDay(); // Sunday 0 … Saturday 6
  return addDays(day, -((weekday + 1) % 7));
}

/** The Friday ending the week that starts on `periodStart`. */
export const weekEndOf = (periodStart: string) => addDays(periodStart, 6);

/** True when `day` is a Saturday, the only day a timesheet period may start. */
export const isWeekStart = (day: string) => isCalendarDay(day) && weekStartOf(day) === day;

/** The seven dates of the week starting `periodStart`, keyed by weekday. */
export function weekDates(periodStart: string): Record<WeekDay, string> {
  return Object.fromEntries(
    WEEK_DAYS.map((name, index) => [name, addDays(periodStart, index)]),
  ) as Record<WeekDay, string>;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per time zone: building one costs more than the formatting (bench/README.md). */
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Today's calendar day in an IANA time zone (the user's or the tenant's). */
export function dayInZone(instant: Date, timeZone: string): string {
  const parts = dayFormat(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const compact = (day: string) => day.replaceAll('-', '');
const expand = (digits: string) =>
  `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;

/** The timesheet id of a user's week: `tenantId#userId#YYYYMMDD_YYYYMMDD` (A§3). */
export function timesheetId(params: {
  tenantId: string;
  userId: string;
  periodStart: string;
}): string {
  const { tenantId, userId, periodStart } = params;
  if (!isWeekStart(periodStart))
    throw new RangeError(`A week starts on a Saturday: ${periodStart}`);
  return `${tenantId}#${userId}#${compact(periodStart)}_${compact(weekEndOf(periodStart))}`;
}

export interface TimesheetKey {
  tenantId: string;
  userId: string;
  periodStart: string;
  periodEnd: string;
}

/** Reads a timesheet id; null unless it names a real Saturday–Friday week. */
export function parseTimesheetId(id: string): TimesheetKey | null {
  const match = /^([^#]+)#([^#]+)#(\d{8})_(\d{8})$/.exec(id);
  if (!match) return null;
  const [, tenantId, userId, start, end] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const periodStart = expand(start);
  const periodEnd = expand(end);
  if (!isWeekStart(periodStart) || weekEndOf(periodStart) !== periodEnd) return null;
  return { tenantId, userId, periodStart, periodEnd };
}

/** Hours are entered in quarter hours, at most 24 a day (ARCHITECTURE "Hours"). */
export const HOURS_STEP = 0.25;
export const MAX_DAY_MINUTES = 24 * 60;

/** Whole minutes for entered hours, or null when they are not a whole number of quarter hours. */
export function hoursToMinutes(hours: number): number | null {
  if (!Number.isFinite(hours) || hours < 0) return null;
  const quarters = Math.round(hours * 4);
  if (Math.abs(quarters - hours * 4) > 1e-9) return null;
  return quarters * 15;
}

/** Hours for stored minutes: exact, since minutes are whole quarter hours. */
export const minutesToHours = (minutes: number) => minutes / 60;

/** True when a day falls inside the employment dates (both inclusive; a missing one is open). */
export function isWithinEmployment(
  day: string,
  employment: { startDate?: string | null; endDate?: string | null },
): boolean {
  if (employment.startDate && day < employment.startDate) return false;
  if (employment.endDate && day > employment.endDate) return false;
  return true;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A calendar day as 'MMM DD, YYYY' (A§9), e.g. `Nov 21, 2026`. */
export function formatDay(day: string): string {
  const date = new Date(toUtc(day));
  return `${MONTHS[date.getUTCMonth()]} ${String(date.getUTCDate()).padStart(2, '0')}, ${date.getUTCFullYear()}`;
}

/** A day as a grid column heads it: `Sat Nov 21`. */
export function formatDayHeading(day: string): string {
  const date = new Date(toUtc(day));
  return `${WEEKDAY_SHORT[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** The week's label: `Sat, Nov 21 – Fri, Nov 27, 2026`. */
export function weekLabel(periodStart: string): string {
  const start = new Date(toUtc(periodStart));
  const end = new Date(toUtc(weekEndOf(periodStart)));
  const part = (date: Date) =>
    `${WEEKDAY_SHORT[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${String(date.getUTCDate()).padStart(2, '0')}`;
  return `${part(start)} – ${part(end)}, ${end.getUTCFullYear()}`;
}
