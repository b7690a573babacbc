import { describe, expect, it } from 'vitest';
import type { Correction } from '@tallysheet/contract/timesheets/corrections';
import type { Timecard, Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { WEEK_DAYS, weekDates } from '@tallysheet/contract/timesheets/week';
import { approvalStamp } from '../timesheets/approval-stamp.ts';

const dates = weekDates('2026-11-21');
const paula = { kind: 'contact' as const, name: 'Paula Approver', at: '2026-11-25T14:00:00.000Z' };
const accepted: Correction = {
  hours: 7.5,
  description: 'Data model',
  comment: 'The kick-off is billed elsewhere',
  proposedBy: 'Paula Approver',
  proposedAt: paula.at,
  state: 'accepted',
  originalHours: 8,
  originalDescription: 'Data model',
  answeredBy: 'Ava Associate',
  answeredAt: '2026-11-26T09:00:00.000Z',
};

/** An approved week: Monday 7.5 h (corrected from 8 when `correction` is given). */
function sheet(correction?: Correction): Timesheet {
  const data = Object.fromEntries(
    WEEK_DAYS.map((name) => [
      name,
      {
        date: dates[name],
        hours: name === 'monday' ? 7.5 : 0,
        description: name === 'monday' ? 'Data model' : '',
        review: name === 'monday' ? 'approved' : null,
        reviewComment: null,
        reviewedBy: name === 'monday' ? paula : null,
        ...(name === 'monday' && correction && { correction }),
      },
    ]),
  ) as Timecard['data'];
  const card: Timecard = {
    status: 'approved',
    clientId: 'c',
    clientName: 'Northwind',
    projectId: 'p1',
    projectName: 'Data platform',
    taskId: 'task',
    taskName: 'Design',
    managerComments: '',
    totalHours: 7.5,
    data,
  };
  return {
    timesheetId: 't1#ava#20261121_20261127',
    userId: 'ava',
    userFullName: 'Ava Associate',
    periodStart: '2026-11-21',
    periodEnd: '2026-11-27',
    status: 'approved',
    submittedAt: '2026-11-25T10:00:00.000Z',
    submittedBy: 'Ava Associate',
    resubmissionAllowed: false,
    resubmissionRequestedAt: null,
    supplierId: null,
    supplierName: null,
    version: 2,
    totalHours: 7.5,
    updatedAt: '2026-11-26T09:00:00.000Z',
    timeCards: [card],
    versions: [],
  };
}

const fingerprint = (correction?: Correction) =>
  approvalStamp('t1', sheet(correction))!.fingerprint;

describe('the approval stamp of a corrected day', () => {
  it('names the associate who counter-signed, and is approved as of the acceptance', () => {
    const stamp = approvalStamp('t1', sheet(accepted))!;
    expect(stamp.approvers).toEqual([paula]);
    expect(stamp.countersigned).toEqual([{ name: 'Ava Associate', at: accepted.answeredAt }]);
    expect(stamp.approvedAt).toBe(accepted.answeredAt);
    expect(approvalStamp('t1', sheet())!.countersigned).toEqual([]);
  });

  it('the fingerprint covers both signatures and the entered value: any change to them changes it', () => {
    const base = fingerprint(accepted);
    const variants = [
      fingerprint(),
      fingerprint({ ...accepted, proposedBy: 'Someone Else' }),
      fingerprint({ ...accepted, proposedAt: '2026-11-25T15:00:00.000Z' }),
      fingerprint({ ...accepted, answeredBy: 'Adam Admin' }),
      fingerprint({ ...accepted, answeredAt: '2026-11-26T10:00:00.000Z' }),
      fingerprint({ ...accepted, onBehalf: true, answeredBy: 'Adam Admin' }),
      fingerprint({ ...accepted, originalHours: 9 }),
      fingerprint({ ...accepted, comment: 'Other reason' }),
    ];
    expect(new Set([base, ...variants]).size).toBe(variants.length + 1);
    expect(fingerprint(accepted)).toBe(base);
  });
});
