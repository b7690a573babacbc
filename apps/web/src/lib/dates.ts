import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { ownTimezone } from './user-timezone.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export const MISSING = '---';
const DATE_FORMAT = 'MMM DD, YYYY';
const TIME_FORMAT = 'h:mm a';

/** The user's time zone (A§9): their own, else the browser's guess. */
const userTimezone = () => ownTimezone() ?? dayjs.tz.guess();

type DateInput = string | number | Date | null | undefined;

/** An instant as 'MMM DD, YYYY' in the user's time zone; '---' when missing. */
export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return MISSING;
  // A bare work day (YYYY-MM-DD) has no time zone: show it as it is.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return dayjs(value).format(DATE_FORMAT);
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.tz(userTimezone()).format(DATE_FORMAT) : MISSING;
}

export function formatTime(value: DateInput): string {
  if (value === null || value === undefined || value === '') return MISSING;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.tz(userTimezone()).format(TIME_FORMAT) : MISSING;
}

export function formatDateTime(value: DateInput): string {
  const date = formatDate(value);
  return date === MISSING ? MISSING : `${date} ${formatTime(value)}`;
}

/** Today's work day (YYYY-MM-DD) where the browser is: the banners count days from it. */
export const localToday = (now = new Date()) => dayjs(now).format('YYYY-MM-DD');

/** The last instant of a work day (YYYY-MM-DD) in the user's time zone, as ISO-8601 UTC. */
export const endOfDay = (day: string) =>
  dayjs.tz(day, userTimezone()).endOf('day').toDate().toISOString();

/** Today's work day (YYYY-MM-DD) in the user's time zone. */
export const userToday = (now = new Date()) => dayjs(now).tz(userTimezone()).format('YYYY-MM-DD');
