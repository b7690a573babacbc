import { describe, expect, it } from 'vitest';
import type { TimecardDay } from '@tallysheet/contract/timesheets/timesheets';
import { decidedBy } from './day-review-row.tsx';

const day = (reviewedBy: TimecardDay['reviewedBy']): TimecardDay => ({
  date: '2026-11-23',
  hours: 8,
  description: '',
  review: 'approved',
  reviewComment: null,
  reviewedBy,
});
const at = '2026-11-25T12:00:00.000Z';

describe('who decided a day, as the viewer says it', () => {
  it('names a contact, or an administrator as such', () => {
    expect(decidedBy(day({ kind: 'contact', name: 'Paula Approver', at }))).toMatch(
      /^Approved by Paula Approver on /,
    );
    expect(decidedBy(day({ kind: 'admin', name: 'Adam Admin', at }))).toMatch(
      /^Approved by Adam Admin \(administrator\) on /,
    );
  });

  it('an alternate’s decision says on whose behalf it was made', () => {
    expect(
      decidedBy(day({ kind: 'contact', name: 'Dora Delegate', at, onBehalfOf: 'Paula Approver' })),
    ).toMatch(/^Approved by Dora Delegate on behalf of Paula Approver on /);
  });
});
