import { beforeAll, expect } from 'vitest';
import type { TimecardHit, TimecardHitList } from '@tallysheet/contract/timesheets/admin';
import type { TimecardInput } from '@tallysheet/contract/timesheets/timesheets';
import { recordReviews } from '../modules/timesheets/timesheets.service.ts';
import {
  buildAssignment,
  buildClient,
  buildProject,
  buildSupplier,
  buildTask,
  buildUser,
  type TestUser,
} from './factories.ts';
import type { TestContext } from './harness.ts';
import { row, timesheetWorld, useTimesheetApp } from './timesheet-world.ts';

export const TRICKY = 'Schema review, "v2", draft';
export const TWO_LINES = 'Data model\nand indexes';
export const FORMULA = '=HYPERLINK("x") standup';

/**
 * A tenant's timecards to search:
 * A1 Ava 11-21 Northwind / Data platform / Design, pending, 15.5 h (Mon TRICKY, Tue TWO_LINES)
 * A2 Ava 11-21 Northwind / Internal / default, pending, 2 h (Thu FORMULA)
 * A3 Ava 11-14 Northwind / Data platform / Design, draft, 4 h (Mon 'Kickoff')
 * B1 Bo (supplier Acme Supply) 11-21 Globex / Migration / Build, approved, 6 h (Wed 'Cutover rehearsal')
 * B2 Bo 11-07 Globex / Migration / Build, rejected, 3 h (Fri 'Schema follow-up')
 */
export async function searchWorld(ctx: TestContext) {
  const world = await timesheetWorld(ctx);
  const { tenantId } = world;
  const supplier = await buildSupplier(ctx.db, { tenantId, name: 'Acme Supply' });
  const bo = await buildUser(ctx.db, {
    tenantId,
    displayName: 'Bo Builder',
    supplierId: supplier.id,
  });
  const globex = await buildClient(ctx.db, { tenantId, name: 'Globex' });
  const migration = await buildProject(ctx.db, {
    tenantId,
    clientId: globex.id,
    name: 'Migration',
  });
  const build = await buildTask(ctx.db, {
    tenantId,
    clientId: globex.id,
    projectId: migration.id,
    name: 'Build',
  });
  await buildAssignment(ctx.db, {
    tenantId,
    userId: bo.userId,
    projectId: migration.id,
    taskIds: [build.id],
  });
  const save = async (
    who: TestUser,
    periodStart: string,
    timeCards: TimecardInput[],
    submit = true,
  ) => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/submit-time/week',
      headers: world.as(who),
      payload: { periodStart, timeCards, submit },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().timesheetId as string;
  };
  await save(world.associate, '2026-11-21', [
    row(world.project.id, world.design.id, {
      monday: { hours: 8, description: TRICKY },
      tuesday: { hours: 7.5, description: TWO_LINES },
    }),
    row(world.lonely.id, world.lonely.defaultTaskId, {
      thursday: { hours: 2, description: FORMULA },
    }),
  ]);
  await save(
    world.associate,
    '2026-11-14',
    [row(world.project.id, world.design.id, { monday: { hours: 4, description: 'Kickoff' } })],
    false,
  );
  const approved = await save(bo, '2026-11-21', [
    row(migration.id, build.id, { wednesday: { hours: 6, description: 'Cutover rehearsal' } }),
  ]);
  const rejected = await save(bo, '2026-11-07', [
    row(migration.id, build.id, {
      friday: { hours: 3, description: 'Schema follow-up' },
    }),
  ]);
  const reviewer = { kind: 'admin' as const, name: 'Adam Admin' };
  await recordReviews({
    deps: ctx.app.deps,
    tenantId,
    timesheetId: approved,
    reviewer,
    reviews: [
      { projectId: migration.id, taskId: build.id, days: { wednesday: { review: 'approved' } } },
    ],
  });
  await recordReviews({
    deps: ctx.app.deps,
    tenantId,
    timesheetId: rejected,
    reviewer,
    reviews: [
      {
        projectId: migration.id,
        taskId: build.id,
        days: { friday: { review: 'rejected', reviewComment: 'Wrong project, please move' } },
      },
    ],
  });
  return { ...world, supplier, bo, globex, migration, build };
}

export type SearchWorld = Awaited<ReturnType<typeof searchWorld>>;

/** The timecards of searchWorld by name (A1 … B2); others by timesheet id. */
const LABELS: Record<string, string> = {
  'Ava Associate|2026-11-21|Data platform': 'A1',
  'Ava Associate|2026-11-21|Internal': 'A2',
  'Ava Associate|2026-11-14|Data platform': 'A3',
  'Bo Builder|2026-11-21|Migration': 'B1',
  'Bo Builder|2026-11-07|Migration': 'B2',
};
export const labelOf = (hit: TimecardHit) =>
  LABELS[`${hit.userFullName}|${hit.periodStart}|${hit.projectName}`] ?? hit.timesheetId;

/** GET /ts/search-timecards as the world's administrator. */
export function search(ctx: TestContext, world: SearchWorld, query: Record<string, string>) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/ts/search-timecards?${new URLSearchParams(query)}`,
    headers: world.as(world.admin),
  });
}

/** The hits of a search (200 expected), with their labels. */
export async function found(ctx: TestContext, world: SearchWorld, query: Record<string, string>) {
  const response = await search(ctx, world, query);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as TimecardHitList;
  return {
    labels: body.timecards.map(labelOf),
    count: body.count,
    countCapped: body.countCapped,
    totalHours: body.totalHours,
    timecards: body.timecards,
  };
}
export const sorted = (labels: string[]) => [...labels].sort();

/**
 * The app of a file of search tests (as useTimesheetApp's) with one searchWorld, `shared`,
 * built before its tests; `search` and `found` ask that app.
 */
export function useSearchApp() {
  const { ctx } = useTimesheetApp();
  let shared: SearchWorld | undefined;
  beforeAll(async () => {
    shared = await searchWorld(ctx);
  });
  return {
    ctx,
    get shared() {
      if (!shared) throw new Error('The search world is built in beforeAll.');
      return shared;
    },
    search: (world: SearchWorld, query: Record<string, string>) => search(ctx, world, query),
    found: (world: SearchWorld, query: Record<string, string>) => found(ctx, world, query),
    newWorld: () => searchWorld(ctx),
  };
}
