import { describe, expect, it } from 'vitest';
import { CORRECTION_MESSAGES } from '@tallysheet/contract/timesheets/correction-rules';
import { buildDecision, countChoices, missingComments, type WorkedDay } from './decisions.ts';

const monday: WorkedDay = {
  key: 'p\u0000t\u0000monday',
  projectId: 'p',
  taskId: 't',
  taskName: 'Design',
  day: 'monday',
  date: '2026-11-23',
  hours: 8,
  description: 'Data model',
  review: null,
  reviewComment: null,
  reviewedBy: null,
};

const correcting = (fields: { hours?: string; comment?: string; description?: string }) => ({
  [monday.key]: { review: 'correction' as const, comment: '', ...fields },
});

describe('a proposed correction in the portal', () => {
  it('needs valid corrected hours (as the week takes them) and a comment before it goes', () => {
    expect(missingComments([monday], correcting({ comment: 'Kick-off' }))).toEqual({
      [monday.key]: CORRECTION_MESSAGES.hoursRequired,
    });
    expect(missingComments([monday], correcting({ hours: 'abc', comment: 'x' }))).toEqual({
      [monday.key]: CORRECTION_MESSAGES.hoursNumber,
    });
    expect(missingComments([monday], correcting({ hours: '7.3', comment: 'x' }))).toEqual({
      [monday.key]: CORRECTION_MESSAGES.quarterHours,
    });
    expect(missingComments([monday], correcting({ hours: '7:30' }))).toEqual({
      [monday.key]: CORRECTION_MESSAGES.commentRequired,
    });
    expect(missingComments([monday], correcting({ hours: '7:30', comment: 'Kick-off' }))).toEqual(
      {},
    );
  });

  it('is sent as review "correction" with the hours parsed, and counted apart', () => {
    const choices = correcting({ hours: '7:30', comment: ' Kick-off ', description: ' ' });
    expect(buildDecision([monday], choices).body).toEqual({
      timeCards: [
        {
          projectId: 'p',
          taskId: 't',
          days: {
            monday: { review: 'correction', correctedHours: 7.5, reviewComment: 'Kick-off' },
          },
        },
      ],
    });
    expect(countChoices([monday], choices)).toEqual({
      approved: 0,
      rejected: 0,
      corrected: 1,
      undecided: 0,
    });
  });
});
