// Dates as the rest of the app shows them (A§9: 'MMM DD, YYYY', '---' for a missing value),
// without a date library: the approval page carries only what it shows.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MISSING = '---';
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Parts {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

/** A work day (YYYY-MM-DD) as it is, with no time zone; an instant in the browser's zone. */
function partsOf(value: string): Parts | null {
  const day = CALENDAR_DAY.exec(value);
  if (day) {
    const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    if (Number.isNaN(date.getTime())) return null;
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth(),
      day: date.getUTCDate(),
      weekday: date.getUTCDay(),
    };
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return {
    year: date.getFullYear(),
    month: date.getMonth(),
    day: date.getDate(),
    weekday: date.getDay(),
  };
}

const monthDay = (parts: Parts) => `${MONTHS[parts.month]} ${String(parts.day).padStart(2, '0')}`;

/** "Mar 09, 2026"; '---' when missing or not a date. */
export function formatDate(value: string | null | undefined): string {
  const parts = value ? partsOf(value) : null;
  return parts ? `${monthDay(parts)}, ${parts.year}` : MISSING;
}

/** "Sat, Mar 07 – Fri, Mar 13, 2026" (the year on both ends when the week spans two). */
export function formatWeek(periodStart: string, periodEnd: string): string {
  const start = partsOf(periodStart);
  const end = partsOf(periodEnd);
  if (!start || !end) return MISSING;
  const from = `${WEEKDAYS[start.weekday]}, ${monthDay(start)}`;
  return `${start.year === end.year ? from : `${from}, ${start.year}`} – ${WEEKDAYS[end.weekday]}, ${monthDay(end)}, ${end.year}`;
}
