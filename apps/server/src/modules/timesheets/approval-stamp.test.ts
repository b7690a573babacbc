import { describe, expect, it } from 'vitest';
import type { Reviewer, Timecard } from '@tallysheet/contract/timesheets/timesheets';
import { stampCard as card, stampSheet as sheet } from '../../test/stamp-sheets.ts';
import { approvalStamp, canonicalJson } from './approval-stamp.ts';

const paula: Reviewer = { kind: 'contact', name: 'Paula Approver', at: '2026-11-25T12:00:00.000Z' };
const adam: Reviewer = { kind: 'admin', name: 'Adam Admin', at: '2026-11-25T13:00:00.000Z' };

const approved = () => [
  card('p1', { monday: { hours: 8, by: paula }, tuesday: { hours: 7.5, by: adam } }),
  card('p2', { thursday: { hours: 2, by: paula } }),
];

describe('the approval stamp', () => {
  it('canonical JSON sorts keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 'x', c: null }, 2] })).toBe(
      '{"a":[{"c":null,"d":"x"},2],"b":1}',
    );
  });

  it('is given when every timecard with hours is approved: approvers with their latest time', () => {
    const stamp = approvalStamp('t1', sheet(approved()))!;
    expect(stamp.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(stamp.approvedAt).toBe(adam.at);
    expect(stamp.approvers).toEqual([paula, adam]);
  });

  it('is not given while a timecard with hours is pending or rejected, nor without hours', () => {
    const [first, second] = approved();
    expect(approvalStamp('t1', sheet([first!, { ...second!, status: 'pending' }]))).toBeNull();
    expect(approvalStamp('t1', sheet([first!, { ...second!, status: 'rejected' }]))).toBeNull();
    expect(approvalStamp('t1', sheet([card('p3', {}, 'pending')]))).toBeNull();
    // A timecard without hours (pending for ever) does not hold the stamp back.
    expect(approvalStamp('t1', sheet([...approved(), card('p3', {}, 'pending')]))).toEqual(
      approvalStamp('t1', sheet(approved())),
    );
  });

  it('the fingerprint changes with any approved content, and not with the order of timecards', () => {
    const base = approvalStamp('t1', sheet(approved()))!.fingerprint;
    expect(approvalStamp('t1', sheet(approved().reverse()))!.fingerprint).toBe(base);
    const changed = (mutate: (cards: Timecard[]) => void, version = 1, tenant = 't1') => {
      const cards = approved();
      mutate(cards);
      return approvalStamp(tenant, sheet(cards, version))!.fingerprint;
    };
    const variants = [
      changed((cards) => (cards[0]!.data.monday.hours = 7.75)),
      changed((cards) => (cards[0]!.data.monday.description = 'Other work')),
      changed((cards) => (cards[0]!.data.monday.reviewComment = 'ok')),
      changed((cards) => (cards[0]!.data.monday.reviewedBy = { ...paula, name: 'Someone' })),
      changed((cards) => (cards[0]!.data.monday.reviewedBy = { ...paula, at: adam.at })),
      // A decision by an alternate on an absent contact's behalf signs both (issue 29 §3).
      changed((cards) => (cards[0]!.data.monday.reviewedBy = { ...paula, onBehalfOf: 'Omar' })),
      changed((cards) => (cards[1]!.taskId = 'other-task')),
      changed(() => undefined, 2),
      changed(() => undefined, 1, 't2'),
    ];
    expect(new Set([base, ...variants]).size).toBe(variants.length + 1);
  });
});
