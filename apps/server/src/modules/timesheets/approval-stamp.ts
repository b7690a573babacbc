import { createHash } from 'node:crypto';
import type { Reviewer, Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { WEEK_DAYS } from '@tallysheet/contract/timesheets/week';
import type { Correction } from '@tallysheet/contract/timesheets/corrections';

/** The approval stamp of a timesheet whose every timecard with hours is approved. */
export interface ApprovalStamp {
  /** SHA-256 (hex) of the canonical JSON of the approved content. */
  fingerprint: string;
  /** The latest approval of the stamped content. */
  approvedAt: string;
  /** Who approved, each with their latest approval, earliest first. */
  approvers: Reviewer[];
  /** Who accepted contacts' corrections (issue 29 §4), each with their latest, earliest first. */
  countersigned: { name: string; at: string }[];
}

/** JSON with object keys sorted at every level: the same content always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * What a correction adds to the fingerprint (issue 29 §4): the entered and corrected values
 * and both signatures, the contact's proposal and the associate's answer.
 */
const signedCorrection = (correction: Correction) => ({
  originalHours: correction.originalHours,
  originalDescription: correction.originalDescription,
  hours: correction.hours,
  description: correction.description,
  comment: correction.comment,
  proposedBy: correction.proposedBy,
  proposedAt: correction.proposedAt,
  state: correction.state,
  answeredBy: correction.answeredBy ?? null,
  answeredAt: correction.answeredAt ?? null,
  onBehalf: correction.onBehalf ?? false,
});

/** The accepted corrections' signers, each with their latest acceptance, earliest first. */
function acceptances(days: { correction?: Correction }[]) {
  const latest = new Map<string, { name: string; at: string }>();
  for (const { correction } of days) {
    if (correction?.state !== 'accepted' || !correction.answeredBy || !correction.answeredAt)
      continue;
    const seen = latest.get(correction.answeredBy);
    if (!seen || seen.at < correction.answeredAt)
      latest.set(correction.answeredBy, { name: correction.answeredBy, at: correction.answeredAt });
  }
  return [...latest.values()].sort((a, b) => (a.at < b.at ? -1 : 1));
}

const keyOf = (card: { projectId: string; taskId: string }) =>
  `${card.projectId}\u0000${card.taskId}`;
const workedDays = (card: Timesheet['timeCards'][number]) =>
  WEEK_DAYS.map((name) => card.data[name]).filter((day) => day.hours > 0);

/**
 * The stamp when every timecard with hours is approved (and there is one), else null. The
 * fingerprint covers the tenant, the timesheet and its version, and each worked day's hours,
 * description, review, comment, reviewer and time: not the PDF's bytes, so any copy of the
 * document verifies and any change to what was approved does not.
 */
export function approvalStamp(tenantId: string, timesheet: Timesheet): ApprovalStamp | null {
  const cards = timesheet.timeCards.filter((card) => card.totalHours > 0);
  if (cards.length === 0 || cards.some((card) => card.status !== 'approved')) return null;
  const content = {
    tenantId,
    timesheetId: timesheet.timesheetId,
    version: timesheet.version,
    timeCards: cards
      .map((card) => ({
        projectId: card.projectId,
        taskId: card.taskId,
        days: workedDays(card).map((day) => ({
          date: day.date,
          hours: day.hours,
          description: day.description,
          review: day.review,
          reviewComment: day.reviewComment,
          // An alternate's decision is signed for the absent contact too (issue 29 §3); other
          // decisions keep the fingerprints they always had.
          reviewer: day.reviewedBy && {
            kind: day.reviewedBy.kind,
            name: day.reviewedBy.name,
            ...(day.reviewedBy.onBehalfOf && { onBehalfOf: day.reviewedBy.onBehalfOf }),
          },
          reviewedAt: day.reviewedBy?.at ?? null,
          // Only days with a correction carry it, so earlier fingerprints stay as they were.
          ...(day.correction && { correction: signedCorrection(day.correction) }),
        })),
      }))
      // Code-unit order, not the locale's: the same on every machine.
      .sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1)),
  };
  const latest = new Map<string, Reviewer>();
  for (const day of cards.flatMap(workedDays)) {
    const by = day.reviewedBy;
    if (!by) continue;
    const key = `${by.kind}\u0000${by.name}\u0000${by.onBehalfOf ?? ''}`;
    const seen = latest.get(key);
    if (!seen || seen.at < by.at) latest.set(key, by);
  }
  const approvers = [...latest.values()].sort((a, b) => (a.at < b.at ? -1 : 1));
  const countersigned = acceptances(cards.flatMap(workedDays));
  const last = [approvers.at(-1)?.at, countersigned.at(-1)?.at].filter(Boolean).sort().at(-1);
  return {
    fingerprint: createHash('sha256').update(canonicalJson(content)).digest('hex'),
    approvedAt: last ?? timesheet.updatedAt,
    approvers,
    countersigned,
  };
}
