import { describe, expect, it } from 'vitest';
import {
  AnswerCorrectionSchema,
  CORRECTION_MESSAGES,
  CorrectionDecisionSchema,
  correctedHoursIssue,
} from './corrections.ts';
import { ApprovalDecisionSchema } from './timesheets.ts';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ??
  [];

describe('a proposed correction', () => {
  it('takes corrected hours as the week does: quarter hours, more than 0, at most 24', () => {
    expect(correctedHoursIssue(7.5)).toBeNull();
    expect(correctedHoursIssue(0.25)).toBeNull();
    expect(correctedHoursIssue(24)).toBeNull();
    expect(correctedHoursIssue(7.3)).toBe(CORRECTION_MESSAGES.quarterHours);
    expect(correctedHoursIssue(0)).toBe(CORRECTION_MESSAGES.hoursRange);
    expect(correctedHoursIssue(-1)).toBe(CORRECTION_MESSAGES.hoursRange);
    expect(correctedHoursIssue(24.25)).toBe(CORRECTION_MESSAGES.hoursRange);
    expect(correctedHoursIssue(Number.NaN)).toBe(CORRECTION_MESSAGES.hoursNumber);
  });

  it('needs a comment and corrected hours; errors name the field', () => {
    const parse = (value: unknown) => issuesOf(CorrectionDecisionSchema.safeParse(value));
    expect(parse({ review: 'correction', correctedHours: 7.5, reviewComment: 'Kick-off' })).toEqual(
      [],
    );
    expect(parse({ review: 'correction', correctedHours: 7.5, reviewComment: ' ' })).toEqual([
      { path: 'reviewComment', message: CORRECTION_MESSAGES.commentRequired },
    ]);
    expect(parse({ review: 'correction', reviewComment: 'Kick-off' })).toEqual([
      { path: 'correctedHours', message: CORRECTION_MESSAGES.hoursRequired },
    ]);
    expect(parse({ review: 'correction', correctedHours: 7.1, reviewComment: 'x' })).toEqual([
      { path: 'correctedHours', message: CORRECTION_MESSAGES.quarterHours },
    ]);
  });

  it('is a third decision of the portal beside approve and reject', () => {
    const decision = (monday: unknown) =>
      ApprovalDecisionSchema.safeParse({
        timeCards: [{ projectId: 'p', taskId: 't', days: { monday } }],
      });
    expect(
      decision({ review: 'correction', correctedHours: 6, reviewComment: 'Left early' }).success,
    ).toBe(true);
    expect(decision({ review: 'approved' }).success).toBe(true);
    expect(issuesOf(decision({ review: 'maybe' }))[0]!.path).toBe('timeCards.0.days.monday.review');
  });
});

describe("the associate's answer", () => {
  it('declining needs a reply; accepting does not', () => {
    const base = { projectId: 'p', taskId: 't', day: 'monday' };
    expect(AnswerCorrectionSchema.safeParse({ ...base, accept: true }).success).toBe(true);
    expect(issuesOf(AnswerCorrectionSchema.safeParse({ ...base, accept: false }))).toEqual([
      { path: 'reply', message: CORRECTION_MESSAGES.replyRequired },
    ]);
    expect(
      AnswerCorrectionSchema.safeParse({ ...base, accept: false, reply: 'It was 8' }).success,
    ).toBe(true);
    expect(
      issuesOf(AnswerCorrectionSchema.safeParse({ ...base, day: 'someday', accept: true }))[0]!
        .path,
    ).toBe('day');
  });
});
