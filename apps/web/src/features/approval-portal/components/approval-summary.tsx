import { Fragment } from 'react';
import type { ApprovalView } from '@tallysheet/contract/timesheets/timesheets';
import { formatHours } from '../decisions.ts';
import { formatWeek } from '../format.ts';

/** Who worked, for whom, which week and how long: the facts the contact approves. */
export function ApprovalSummary({ view }: { view: ApprovalView }) {
  const rows: [string, string][] = [
    ['Associate', view.userFullName],
    ['Client', view.clientName],
    ['Project', view.projectName],
    ['Week', formatWeek(view.periodStart, view.periodEnd)],
    ['Total hours', formatHours(view.totalHours)],
  ];
  return (
    <div className="tp-card">
      <dl className="tp-facts">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}
