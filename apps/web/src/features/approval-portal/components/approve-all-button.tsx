import type { ReactNode } from 'react';
import type { WorkedDay } from '../decisions.ts';
import { Icon } from './icons.tsx';
import type { DayControls } from './use-day-choices.ts';

/** Approves every open day of `days` not chosen yet; disabled when there is none (or sending). */
export function ApproveAllButton({
  days,
  controls,
  icon = 'doneAll',
  children,
}: {
  days: WorkedDay[];
  controls: DayControls;
  icon?: 'doneAll' | 'check';
  children: ReactNode;
}) {
  const left = days.some((day) => day.review === null && !controls.choices[day.key]);
  return (
    <button
      type="button"
      className="tp-button tp-button-outlined"
      onClick={() => controls.approve(days)}
      disabled={controls.busy || !left}
    >
      <Icon name={icon} />
      {children}
    </button>
  );
}
