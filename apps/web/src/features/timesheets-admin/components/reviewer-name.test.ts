import { describe, expect, it } from 'vitest';
import { reviewerName } from './timecard-card.tsx';

const at = '2026-11-25T12:00:00.000Z';

describe('who decided a day, in the timesheet viewer', () => {
  it('names the reviewer and their kind', () => {
    expect(reviewerName({ kind: 'admin', name: 'Alex Admin', at })).toBe(
      'Alex Admin (administrator)',
    );
    expect(reviewerName({ kind: 'contact', name: 'Paula Approver', at })).toBe(
      'Paula Approver (project contact)',
    );
  });

  it('an alternate’s decision says on whose behalf it was made', () => {
    expect(
      reviewerName({ kind: 'contact', name: 'Dora Delegate', at, onBehalfOf: 'Paula Approver' }),
    ).toBe('Dora Delegate (project contact) on behalf of Paula Approver');
  });
});
