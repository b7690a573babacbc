import {
  formatDayHeading,
  WEEK_DAY_LABELS,
  weekLabel as contractWeekLabel,
  type WeekDay,
} from '@tallysheet/contract/timesheets/week';
import { formatHours } from '@tallysheet/contract/timesheets/hours-input';

/** "Sat" for saturday. */
export const dayShort = (day: WeekDay) => WEEK_DAY_LABELS[day].slice(0, 3);

/** A day column's heading: "Sat Mar 1". */
export const dayHeading = formatDayHeading;

/** The week's label: "Sat, Nov 21 – Fri, Nov 27, 2026" (A§9 'MMM DD, YYYY'). */
export const weekLabel = (periodStart: string, _periodEnd?: string) =>
  contractWeekLabel(periodStart);

/** A total as figures: "7.5", "0" for none. */
export const formatTotal = (hours: number) => formatHours(hours) || '0';

/** "7.5 h" */
export const hoursText = (hours: number) => `${formatTotal(hours)} h`;
