import { WEEK_DAY_LABELS, type WeekDay } from '@tallysheet/contract/timesheets/week';
import { formatHours } from '@tallysheet/contract/timesheets/hours-input';

/** "Sat" for saturday. */
export const dayShort = (day: WeekDay) => WEEK_DAY_LABELS[day].slice(0, 3);

/** A total as figures: "7.5", "0" for none. */
export const formatTotal = (hours: number) => formatHours(hours) || '0';

/** "7.5 h" */
export const hoursText = (hours: number) => `${formatTotal(hours)} h`;
