import { createHash } from 'node:crypto';
import type { Reviewer, Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { WEEK_DAYS } from '@tallysheet/contract/timesheets/week';

/** The approval stamp of a timesheet whose every timecard with hours is approved. */
export interface ApprovalStamp {
  /** SHA-256 (hex) of the canonical JSON of the approved content. */
  fingerprint: string;
  /** The latest approval of the stamped content. */
  approvedAt: string;
  /** Who approved, each with their latest approval, earliest first. */
  approvers: Reviewer[];
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
  return {
    fingerprint: createHash('sha256').update(canonicalJson(content)).digest('hex'),
    approvedAt: approvers.at(-1)?.at ?? timesheet.updatedAt,
    approvers,
  };
}
