import { formatDay } from '@tallysheet/contract/timesheets/week';

/** A period as the screens write it: `Nov 01, 2026 – Nov 30, 2026`. */
export const periodText = (lock: { from: string; to: string }) =>
  `${formatDay(lock.from)} – ${formatDay(lock.to)}`;
