import { createHash } from 'node:crypto';
import type { Timecard, Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { WEEK_DAYS } from '@tallysheet/contract/timesheets/week';

/**
 * A decision's canonical content (issue 30 §3): what the decision said, day by day, as the
 * approved PDF prints it, and nothing else of the entry (not who signed in, from where, nor
 * the descriptions). It is hashed on its own (chain.ts `decisionHash`), so the public
 * verification can show it while the rest of the trail stays hashes. The entry's id is added
 * when it is recorded, which ties the content to one entry and makes its hash unguessable.
 *
 * `timesheet`: the SHA-256 of the timesheet's id, with its week and version.
 * `days`: each day of the timesheet whose hours or decision this decision changed, with its
 * project and task, hours, review, comment, who decided (and for whom) and when.
 * `fingerprint`: when the decision left every worked timecard approved, the approval
 * fingerprint printed on the PDF.
 */
export function decisionContent(params: {
  action: string;
  before: Timecard[];
  after: Timesheet;
  fingerprint: string | undefined;
}): Record<string, unknown> | null {
  const earlier = new Map(
    params.before.map((card) => [`${card.projectId}\u0000${card.taskId}`, card]),
  );
  const days = params.after.timeCards.flatMap((card) => {
    const was = earlier.get(`${card.projectId}\u0000${card.taskId}`);
    if (!was) return [];
    return WEEK_DAYS.flatMap((name) => {
      const day = card.data[name];
      const before = was.data[name];
      const decided = decidedDay(day);
      if (JSON.stringify(decided) === JSON.stringify(decidedDay(before))) return [];
      return [
        {
          projectId: card.projectId,
          projectName: card.projectName,
          taskId: card.taskId,
          taskName: card.taskName,
          date: day.date,
          ...decided,
        },
      ];
    });
  });
  if (days.length === 0) return null;
  return {
    action: params.action,
    // The timesheet by the SHA-256 of its id: its id names the tenant's sign-in id and the
    // user's, which the public verification does not reveal; its week is what it names.
    timesheet: createHash('sha256').update(params.after.timesheetId).digest('hex'),
    periodStart: params.after.periodStart,
    version: params.after.version,
    // Code-unit order (project, task, day): the same on every machine.
    days: days.sort((a, b) => (orderKey(a) < orderKey(b) ? -1 : 1)),
    ...(params.fingerprint && { fingerprint: params.fingerprint }),
  };
}

const orderKey = (day: { projectId: string; taskId: string; date: string }) =>
  `${day.projectId}\u0000${day.taskId}\u0000${day.date}`;

function decidedDay(day: Timecard['data'][(typeof WEEK_DAYS)[number]]) {
  return {
    hours: day.hours,
    review: day.review,
    comment: day.reviewComment,
    decidedBy: day.reviewedBy?.name ?? null,
    decidedByKind: day.reviewedBy?.kind ?? null,
    onBehalfOf: day.reviewedBy?.onBehalfOf ?? null,
    decidedAt: day.reviewedBy?.at ?? null,
  };
}
