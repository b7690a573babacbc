import { describe, expect, it } from 'vitest';
import type { TimesheetEvent } from '@tallysheet/contract/timesheets/events';
import { describeEvent } from './history-text.ts';

const event = (values: Partial<TimesheetEvent>): TimesheetEvent => ({
  id: '1',
  at: '2026-11-25T15:00:00.000Z',
  kind: 'reminder',
  projectId: null,
  actorName: 'Approval schedule',
  recipients: [],
  detail: {},
  ...values,
});

describe('the history in product English', () => {
  it('names who was reminded and after how long', () => {
    expect(
      describeEvent(
        event({ recipients: ['Paula <p@example.com>'], detail: { businessDays: '2' } }),
      ),
    ).toBe('Reminder sent to Paula <p@example.com> after 2 business days');
    expect(
      describeEvent(
        event({ recipients: ['Ava <a@example.com>'], detail: { audience: 'associate' } }),
      ),
    ).toBe('Reminder to submit sent to Ava <a@example.com>');
  });

  it('names the escalations and the other helpers’ kinds', () => {
    expect(describeEvent(event({ kind: 'escalation-backup', recipients: ['Bea'] }))).toBe(
      'Escalated to Backup Manager Bea',
    );
    expect(describeEvent(event({ kind: 'escalation-admins', recipients: ['Adam', 'ops@x'] }))).toBe(
      'Escalated to administrators Adam, ops@x',
    );
    expect(
      describeEvent(
        event({ kind: 'decision-on-behalf', actorName: 'Dana', detail: { onBehalfOf: 'Paula' } }),
      ),
    ).toBe('Dana decided on behalf of Paula');
    expect(describeEvent(event({ kind: 'correction-accepted', actorName: 'Ava' }))).toBe(
      'Ava accepted the correction',
    );
  });
});
