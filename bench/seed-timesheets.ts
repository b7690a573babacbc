// The bench user's weeks (seeded in every tenant, as the rest of the data set): assigned to
// ADMIN_PROJECTS projects, each with its default task and a 'Development' task; eight submitted
// weeks with every worked day approved, a resubmitted week (version 2, its version 1 kept with
// a rejected day, some days approved since) that `get week` reads, and a draft week that
// `save week` saves again, with the rows it was seeded with.
import type { SaveWeek } from '@tallysheet/contract/timesheets/timesheets';
import {
  addDays,
  timesheetId,
  WEEK_DAYS,
  weekDates,
  weekEndOf,
  type WeekDay,
} from '@tallysheet/contract/timesheets/week';
import { eq, and } from 'drizzle-orm';
import type { Tx } from '../apps/server/src/db/client.ts';
import {
  tasks,
  timecardDays,
  timecards,
  timesheets,
  timesheetVersions,
  userProjects,
  userTasks,
} from '../apps/server/src/db/schema/index.ts';
import {
  loadTimesheet,
  refreshTimesheet,
} from '../apps/server/src/modules/timesheets/timesheet-loader.ts';

/** Projects the bench user is assigned to (the first projects of the first client). */
export const ADMIN_PROJECTS = 3;
/**
 * Fixed ids for the bench user's projects and tasks, so that the save week body (sent as is
 * round after round) can name them; the rest of the data set has random ids.
 */
export const adminProjectId = (p: number) => `bench-project-${p}`;
export const adminTaskId = (p: number, kind: 'default' | 'dev') => `bench-task-${p}-${kind}`;

/** Saturdays: eight submitted weeks, the resubmitted one, the draft. */
const FIRST_SUBMITTED = '2026-09-05';
const SUBMITTED_WEEKS = 8;
export const RESUBMITTED_WEEK = addDays(FIRST_SUBMITTED, 7 * SUBMITTED_WEEKS); // 2026-10-31
export const DRAFT_WEEK = addDays(RESUBMITTED_WEEK, 7); // 2026-11-07
/** A Wednesday of the resubmitted week: what `get week` asks for. */
export const GET_WEEK_DATE = addDays(RESUBMITTED_WEEK, 4);

type Hours = Partial<Record<WeekDay, number>>;
interface Row {
  project: number;
  task: 'default' | 'dev';
  hours: Hours;
  descriptions?: Partial<Record<WeekDay, string>>;
}
const weekdays = (hours: number): Hours => ({
  monday: hours,
  tuesday: hours,
  wednesday: hours,
  thursday: hours,
  friday: hours,
});
/** The rows of every seeded week (and of the save week body). */
const ROWS: Row[] = [
  {
    project: 0,
    task: 'default',
    hours: weekdays(4),
    descriptions: { monday: 'Sprint planning', friday: 'Release notes' },
  },
  { project: 0, task: 'dev', hours: weekdays(2.5) },
  {
    project: 1,
    task: 'default',
    hours: { tuesday: 1.5, thursday: 1.75 },
    descriptions: { thursday: 'Workshop with the client' },
  },
  { project: 2, task: 'dev', hours: { saturday: 3, friday: 1.25 } },
];

/** What `search timecards` looks for: a word of the first row's descriptions, in every week. */
export const SEARCH_TEXT = 'planning';

/** PUT /api/submit-time/week: the draft week again, with the rows it was seeded with. */
export const SAVE_WEEK_BODY: SaveWeek = {
  periodStart: DRAFT_WEEK,
  submit: false,
  timeCards: ROWS.map((row) => ({
    projectId: adminProjectId(row.project),
    taskId: adminTaskId(row.project, row.task),
    data: Object.fromEntries(
      WEEK_DAYS.filter((day) => row.hours[day] !== undefined).map((day) => [
        day,
        row.descriptions?.[day]
          ? { hours: row.hours[day]!, description: row.descriptions[day] }
          : { hours: row.hours[day]! },
      ]),
    ),
  })),
};

type Decide = (row: Row, day: WeekDay) => 'approved' | 'rejected' | null;
const REVIEWER = 'Client 0 contact 0';

/** Replaces the week's timecards and days with ROWS, decided by `decide`. */
async function writeRows(
  tx: Tx,
  key: { tenantId: string; timesheetId: string; userId: string; periodStart: string },
  decide: Decide,
) {
  const { tenantId, timesheetId: id, userId } = key;
  await tx
    .delete(timecards)
    .where(and(eq(timecards.tenantId, tenantId), eq(timecards.timesheetId, id)));
  await tx.insert(timecards).values(
    ROWS.map((row, position) => ({
      tenantId,
      timesheetId: id,
      projectId: adminProjectId(row.project),
      taskId: adminTaskId(row.project, row.task),
      position,
    })),
  );
  const dates = weekDates(key.periodStart);
  const reviewedAt = new Date(`${addDays(key.periodStart, 9)}T09:30:00Z`);
  await tx.insert(timecardDays).values(
    ROWS.flatMap((row) =>
      WEEK_DAYS.filter((day) => row.hours[day] !== undefined).map((day) => {
        const review = decide(row, day);
        return {
          tenantId,
          timesheetId: id,
          projectId: adminProjectId(row.project),
          taskId: adminTaskId(row.project, row.task),
          userId,
          day: dates[day],
          minutes: Math.round(row.hours[day]! * 60),
          description: row.descriptions?.[day] ?? '',
          ...(review && {
            review,
            reviewComment: review === 'rejected' ? 'Not this project: please move it' : null,
            reviewerKind: 'contact' as const,
            reviewerName: REVIEWER,
            reviewedAt,
          }),
        };
      }),
    ),
  );
}

/**
 * In `tenantId`'s transaction: the 'Development' tasks of the user's projects, the user's
 * assignments (default and 'Development' tasks) and weeks. `clientIds`: the clients of the
 * projects adminProjectId(0, 1, …).
 */
export async function seedBenchWeeks(
  tx: Tx,
  who: { tenantId: string; userId: string; displayName: string },
  clientIds: string[],
) {
  const { tenantId, userId } = who;
  await tx.insert(tasks).values(
    clientIds.map((clientId, p) => ({
      tenantId,
      id: adminTaskId(p, 'dev'),
      clientId,
      projectId: adminProjectId(p),
      name: 'Development',
    })),
  );
  await tx
    .insert(userProjects)
    .values(clientIds.map((_, p) => ({ tenantId, userId, projectId: adminProjectId(p) })));
  await tx.insert(userTasks).values(
    clientIds.flatMap((_, p) =>
      (['default', 'dev'] as const).map((kind) => ({
        tenantId,
        userId,
        projectId: adminProjectId(p),
        taskId: adminTaskId(p, kind),
      })),
    ),
  );
  const week = async (periodStart: string, submitted: Date | null) => {
    const key = {
      tenantId,
      userId,
      periodStart,
      timesheetId: timesheetId({ tenantId, userId, periodStart }),
    };
    await tx.insert(timesheets).values({
      tenantId,
      timesheetId: key.timesheetId,
      userId,
      periodStart,
      periodEnd: weekEndOf(periodStart),
      submittedAt: submitted,
      submittedBy: submitted && who.displayName,
      submittedByUserId: submitted && userId,
      createdAt: new Date(`${periodStart}T12:00:00Z`),
      updatedAt: submitted ?? new Date(`${addDays(periodStart, 2)}T12:00:00Z`),
    });
    return key;
  };
  const fridayEvening = (periodStart: string) => new Date(`${weekEndOf(periodStart)}T17:00:00Z`);

  const weeks = [];
  for (let w = 0; w < SUBMITTED_WEEKS; w += 1) {
    const periodStart = addDays(FIRST_SUBMITTED, 7 * w);
    weeks.push(await week(periodStart, fridayEvening(periodStart)));
    await writeRows(tx, weeks.at(-1)!, () => 'approved');
  }

  // Submitted, a day of project 1 rejected, resubmitted; project 0's days approved since.
  const first = fridayEvening(RESUBMITTED_WEEK);
  const resubmitted = await week(RESUBMITTED_WEEK, first);
  weeks.push(resubmitted);
  await writeRows(tx, resubmitted, (row, day) =>
    row.project === 1 && day === 'tuesday' ? 'rejected' : row.project === 0 ? 'approved' : null,
  );
  const loaded = (await loadTimesheet(tx, resubmitted))!;
  await tx.insert(timesheetVersions).values({
    tenantId,
    timesheetId: resubmitted.timesheetId,
    version: 1,
    submittedAt: first,
    submittedBy: who.displayName,
    timeCards: loaded.timesheet.timeCards,
  });
  await writeRows(tx, resubmitted, (row) => (row.project === 0 ? 'approved' : null));
  const second = new Date(`${addDays(RESUBMITTED_WEEK, 10)}T08:00:00Z`);
  await tx
    .update(timesheets)
    .set({ version: 2, submittedAt: second, updatedAt: second })
    .where(
      and(eq(timesheets.tenantId, tenantId), eq(timesheets.timesheetId, resubmitted.timesheetId)),
    );

  weeks.push(await week(DRAFT_WEEK, null));
  await writeRows(tx, weeks.at(-1)!, () => null);
  // The statuses and totals the product keeps on timesheets and timecards, as it stores them.
  for (const key of weeks) await refreshTimesheet(tx, key);
}

/** A line for the data set summary. */
export const weeksSummary = () =>
  `the bench user: ${ADMIN_PROJECTS} projects with 2 tasks each, ` +
  `${SUBMITTED_WEEKS + 1} submitted weeks (from ${FIRST_SUBMITTED}; ${RESUBMITTED_WEEK} resubmitted) ` +
  `and a draft (${DRAFT_WEEK}), ${ROWS.length} rows each`;
