import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { persisted } from './persisted-state.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export const MISSING = '---';
export const DATE_FORMAT = 'MMM DD, YYYY';
export const TIME_FORMAT = 'h:mm a';
export const ISO_DATE = 'YYYY-MM-DD';

let profileTimezone: string | null = null;
/** The signed-in user's own time zone, used when no preference is stored. */
export function setProfileTimezone(value: string | null) {
  profileTimezone = value;
}

/** The user's time zone: the stored preference, the profile's, or the browser's guess. */
export function userTimezone(): string {
  return persisted.get().prefs.timezone ?? profileTimezone ?? dayjs.tz.guess();
}

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

/** Whole days from now until a date (banners, trial notice). */
export function daysUntil(value: string | null | undefined, now = new Date()): number | null {
  if (!value) return null;
  return Math.max(0, dayjs(value).startOf('day').diff(dayjs(now).startOf('day'), 'day'));
}
