import { describe, expect, it } from 'vitest';
import type { Correction } from '@tallysheet/contract/timesheets/corrections';
import { stampCard, stampSheet } from '../../test/stamp-sheets.ts';
import { approvalStamp } from '../timesheets/approval-stamp.ts';

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
const sheet = (correction?: Correction) =>
  stampSheet(
    [stampCard('p1', { monday: { hours: 7.5, by: paula, description: 'Data model', correction } })],
    2,
  );

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
