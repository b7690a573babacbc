import { useId } from 'react';
import { formatHours } from '../decisions.ts';
import { formatWeek } from '../format.ts';
import { ApproveAllButton } from '../components/approve-all-button.tsx';
import { ChoiceDayCard } from '../components/day-card.tsx';
import type { DayControls } from '../components/use-day-choices.ts';
import type { InboxAssociate, InboxCard, InboxWeek } from './inbox-decisions.ts';

const hours = (value: number) => `${formatHours(value)} ${value === 1 ? 'hour' : 'hours'}`;

function Timecard({ card, controls }: { card: InboxCard; controls: DayControls }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="tp-stack tp-inbox-card">
      <div className="tp-inbox-head">
        <p id={id} className="tp-inbox-card-title">
          <span className="tp-wrap">
            {card.card.projectName} · {card.card.taskName}
          </span>
          <span className="tp-secondary"> · {hours(card.card.totalHours)}</span>
        </p>
        <ApproveAllButton days={card.days} controls={controls} icon="check">
          Approve this timecard
        </ApproveAllButton>
      </div>
      {card.days.map((day) => (
        <ChoiceDayCard key={day.key} day={day} controls={controls} headingLevel={4} />
      ))}
    </div>
  );
}

function Associate({ associate, controls }: { associate: InboxAssociate; controls: DayControls }) {
  const id = useId();
  const { timesheet } = associate;
  const days = associate.cards.flatMap((card) => card.days);
  return (
    <section aria-labelledby={id} className="tp-stack tp-inbox-associate">
      <div className="tp-inbox-head">
        <div>
          <h3 id={id} className="tp-h3">
            {timesheet.userFullName}
          </h3>
          <p className="tp-secondary">
            {timesheet.supplierName ? `${timesheet.supplierName} · ` : ''}
            {hours(associate.totalHours)}
          </p>
        </div>
        <ApproveAllButton days={days} controls={controls}>
          Approve all for {timesheet.userFullName}
        </ApproveAllButton>
      </div>
      {associate.cards.map((card) => (
        <Timecard key={card.key} card={card} controls={controls} />
      ))}
    </section>
  );
}

/** The inbox's timecards: by week (oldest first), then associate, then timecard and day. */
export function InboxGroups({ weeks, controls }: { weeks: InboxWeek[]; controls: DayControls }) {
  return weeks.map((week) => (
    <WeekSection key={week.periodStart} week={week} controls={controls} />
  ));
}

function WeekSection({ week, controls }: { week: InboxWeek; controls: DayControls }) {
  const id = useId();
  const total = week.associates.reduce((sum, associate) => sum + associate.totalHours, 0);
  return (
    <section aria-labelledby={id} className="tp-stack tp-inbox-week">
      <div>
        <h2 id={id} className="tp-h2">
          Week of {formatWeek(week.periodStart, week.periodEnd)}
        </h2>
        <p className="tp-secondary">
          {week.associates.length} {week.associates.length === 1 ? 'associate' : 'associates'} ·{' '}
          {hours(total)}
        </p>
      </div>
      {week.associates.map((associate) => (
        <Associate
          key={associate.timesheet.timesheetId}
          associate={associate}
          controls={controls}
        />
      ))}
    </section>
  );
}
