import type { TimesheetEvent } from '@tallysheet/contract/timesheets/events';

const list = (names: string[]) => names.join(', ') || 'nobody';

/** One history event in product English (issue 29), e.g. "Reminder sent to Paula Approver". */
export function describeEvent(event: TimesheetEvent): string {
  const { detail, recipients } = event;
  const actor = event.actorName ?? 'Someone';
  const days = detail.businessDays ? ` after ${detail.businessDays} business days` : '';
  switch (event.kind) {
    case 'reminder':
      return detail.audience === 'associate'
        ? `Reminder to submit sent to ${list(recipients)}`
        : `Reminder sent to ${list(recipients)}${days}`;
    case 'escalation-backup':
      return `Escalated to Backup Manager ${list(recipients)}${days}`;
    case 'escalation-admins':
      return `Escalated to administrators ${list(recipients)}${days}`;
    case 'decision-on-behalf':
      return detail.onBehalfOf
        ? `${actor} decided on behalf of ${detail.onBehalfOf}`
        : `${actor} decided on someone's behalf`;
    case 'delegation-started':
      return detail.onBehalfOf
        ? `Delegation started: ${actor} stands in for ${detail.onBehalfOf}`
        : `Delegation started by ${actor}`;
    case 'delegation-ended':
      return detail.onBehalfOf
        ? `Delegation ended: ${actor} no longer stands in for ${detail.onBehalfOf}`
        : `Delegation ended by ${actor}`;
    case 'correction-proposed':
      return detail.hours
        ? `${actor} proposed a correction to ${detail.hours} h${detail.day ? ` on ${detail.day}` : ''}`
        : `${actor} proposed a correction`;
    case 'correction-accepted':
      return `${actor} accepted the correction${detail.day ? ` on ${detail.day}` : ''}`;
    case 'correction-declined':
      return `${actor} declined the correction${detail.day ? ` on ${detail.day}` : ''}`;
    case 'period-closed':
      return `${actor} closed ${detail.period ?? 'the period'}${detail.client ? ` for ${detail.client}` : ''}: ${detail.reason ?? ''}`;
    case 'period-reopened':
      return `${actor} reopened ${detail.period ?? 'the period'}${detail.client ? ` for ${detail.client}` : ''}: ${detail.reason ?? ''}`;
    case 'days-reopened':
      return `${actor} reopened approved days ${detail.days ?? ''}: ${detail.reason ?? ''}`;
  }
}
