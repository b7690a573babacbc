import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '@tallysheet/contract/timesheets/admin';
import { engine } from '../../test/harness.ts';
import { buildAssignment, buildUser } from '../../test/factories.ts';
import {
  labelOf,
  useSearchApp,
  sorted,
  TRICKY,
  TWO_LINES,
  type SearchWorld,
} from '../../test/search-world.ts';
import { row } from '../../test/timesheet-world.ts';

const searchApp = useSearchApp();
const { ctx, found, search, newWorld } = searchApp;

describe(`Search Timecards on ${engine}`, () => {
  it('gives the hours of every match, not only the page shown', async () => {
    const all = await found(searchApp.shared, {});
    const sum = all.timecards.reduce((hours, hit) => hours + hit.totalHours, 0);
    expect(all.totalHours).toBe(sum);
    // A page past the last match shows no rows, yet the total is still of every match.
    const pastTheEnd = await found(searchApp.shared, { page: '1' });
    expect(pastTheEnd.timecards).toHaveLength(0);
    expect(pastTheEnd.totalHours).toBe(sum);
    const narrowed = await found(searchApp.shared, { status: 'rejected' });
    expect(narrowed.totalHours).toBe(
      narrowed.timecards.reduce((hours, hit) => hours + hit.totalHours, 0),
    );
    expect(narrowed.totalHours).toBeLessThan(sum);
    expect((await found(searchApp.shared, { text: 'retrospective' })).totalHours).toBe(0);
  });

  it('finds one row per timecard of the tenant, with where it sits, its hours, status and descriptions', async () => {
    const { labels, count, timecards } = await found(searchApp.shared, {});
    expect(sorted(labels)).toEqual(['A1', 'A2', 'A3', 'B1', 'B2']);
    expect(count).toBe(5);
    const a1 = timecards.find((hit) => labelOf(hit) === 'A1')!;
    expect(a1).toEqual({
      timesheetId: `${searchApp.shared.tenantId}#${searchApp.shared.associate.userId}#20261121_20261127`,
      userId: searchApp.shared.associate.userId,
      userFullName: 'Ava Associate',
      supplierId: null,
      supplierName: null,
      periodStart: '2026-11-21',
      periodEnd: '2026-11-27',
      clientId: searchApp.shared.clientId,
      clientName: 'Northwind',
      projectId: searchApp.shared.project.id,
      projectName: 'Data platform',
      taskId: searchApp.shared.design.id,
      taskName: 'Design',
      status: 'pending',
      totalHours: 15.5,
      descriptions: [TRICKY, TWO_LINES],
    });
    const b2 = timecards.find((hit) => labelOf(hit) === 'B2')!;
    expect(b2).toMatchObject({
      supplierName: 'Acme Supply',
      status: 'rejected',
      totalHours: 3,
      descriptions: ['Schema follow-up'],
    });
  });

  it.each([
    ['clientId (Globex)', (w: SearchWorld) => ({ clientId: w.globex.id }), ['B1', 'B2']],
    ['clientId (Northwind)', (w: SearchWorld) => ({ clientId: w.clientId }), ['A1', 'A2', 'A3']],
    ['projectId', (w: SearchWorld) => ({ projectId: w.project.id }), ['A1', 'A3']],
    ['taskId', (w: SearchWorld) => ({ taskId: w.lonely.defaultTaskId }), ['A2']],
    ['userId', (w: SearchWorld) => ({ userId: w.bo.userId }), ['B1', 'B2']],
    [
      'supplierId (the user’s supplier)',
      (w: SearchWorld) => ({ supplierId: w.supplier.id }),
      ['B1', 'B2'],
    ],
    ['status pending', () => ({ status: 'pending' }), ['A1', 'A2']],
    ['status draft', () => ({ status: 'draft' }), ['A3']],
    ['status approved', () => ({ status: 'approved' }), ['B1']],
    ['status rejected', () => ({ status: 'rejected' }), ['B2']],
    ['from (weeks ending on or after it)', () => ({ from: '2026-11-21' }), ['A1', 'A2', 'B1']],
    ['to (weeks starting on or before it)', () => ({ to: '2026-11-13' }), ['B2']],
    [
      'from–to inside one week (overlap)',
      () => ({ from: '2026-11-26', to: '2026-11-26' }),
      ['A1', 'A2', 'B1'],
    ],
    ['text: a word of a description', () => ({ text: 'schema' }), ['A1', 'B2']],
    ['text: any case, a second line', () => ({ text: 'INDEXES' }), ['A1']],
  ])('filters by %s alone', async (_name, query, expected) => {
    const { labels, count } = await found(searchApp.shared, query(searchApp.shared));
    expect(sorted(labels)).toEqual(expected);
    expect(count).toBe(expected.length);
  });

  it.each([
    [
      'associate, status and text',
      (w: SearchWorld) => ({ userId: w.associate.userId, status: 'pending', text: 'schema' }),
      ['A1'],
    ],
    [
      'client and period',
      (w: SearchWorld) => ({ clientId: w.clientId, from: '2026-11-21' }),
      ['A1', 'A2'],
    ],
    [
      'supplier and status',
      (w: SearchWorld) => ({ supplierId: w.supplier.id, status: 'approved' }),
      ['B1'],
    ],
    [
      'project and task',
      (w: SearchWorld) => ({ projectId: w.project.id, taskId: w.design.id, to: '2026-11-20' }),
      ['A3'],
    ],
    [
      'filters that exclude each other',
      (w: SearchWorld) => ({ userId: w.bo.userId, clientId: w.clientId }),
      [],
    ],
  ])('ANDs the filters: %s', async (_name, query, expected) => {
    const { labels, count } = await found(searchApp.shared, query(searchApp.shared));
    expect(sorted(labels)).toEqual(expected);
    expect(count).toBe(expected.length);
  });

  it('text search finds a description word and nothing without it', async () => {
    expect((await found(searchApp.shared, { text: 'rehearsal' })).labels).toEqual(['B1']);
    expect((await found(searchApp.shared, { text: 'kickoff' })).labels).toEqual(['A3']);
    expect((await found(searchApp.shared, { text: 'retrospective' })).count).toBe(0);
    // Every word must appear in one day of the timecard.
    expect((await found(searchApp.shared, { text: 'schema indexes' })).count).toBe(0);
    expect((await found(searchApp.shared, { text: 'data model' })).labels).toEqual(['A1']);
  });

  it('sorts by each column in SQL, ties broken by timesheet, project and task', async () => {
    const by = async (sortCol: string, sortDir: string) =>
      (await found(searchApp.shared, { sortCol, sortDir })).labels;
    expect(await by('totalHours', 'desc')).toEqual(['A1', 'B1', 'A3', 'B2', 'A2']);
    expect(await by('totalHours', 'asc')).toEqual(['A2', 'B2', 'A3', 'B1', 'A1']);
    expect((await by('userFullName', 'asc')).map((l) => l[0])).toEqual(['A', 'A', 'A', 'B', 'B']);
    expect((await by('userFullName', 'desc')).map((l) => l[0])).toEqual(['B', 'B', 'A', 'A', 'A']);
    const projects = await by('projectName', 'asc');
    expect(sorted(projects.slice(0, 2))).toEqual(['A1', 'A3']);
    expect(projects[2]).toBe('A2');
    expect(sorted(projects.slice(3))).toEqual(['B1', 'B2']);
    const weeks = await by('periodStart', 'asc');
    expect(weeks.slice(0, 2)).toEqual(['B2', 'A3']);
    // The default: the newest week first; within a week by timesheet id (Ava's or Bo's first).
    const newest = (await found(searchApp.shared, {})).timecards;
    expect(newest.map((hit) => hit.periodStart)).toEqual([
      '2026-11-21',
      '2026-11-21',
      '2026-11-21',
      '2026-11-14',
      '2026-11-07',
    ]);
    const keys = newest
      .slice(0, 3)
      .map((hit) => [hit.timesheetId, hit.projectId, hit.taskId].join('\u0000'));
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('pages in SQL: pageSize rows from page × pageSize, count before paging', async () => {
    const world = await newWorld();
    const cy = await buildUser(ctx.db, { tenantId: world.tenantId, displayName: 'Cy Crew' });
    await buildAssignment(ctx.db, {
      tenantId: world.tenantId,
      userId: cy.userId,
      projectId: world.lonely.id,
      taskIds: [world.lonely.defaultTaskId],
    });
    for (let week = 0; week < 11; week++) {
      const periodStart = new Date(Date.UTC(2026, 0, 3 + 7 * week)).toISOString().slice(0, 10);
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/submit-time/week',
        headers: world.as(world.admin),
        payload: {
          periodStart,
          userId: cy.userId,
          timeCards: [row(world.lonely.id, world.lonely.defaultTaskId, { monday: week + 1 })],
          submit: false,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const page = async (n: number) => {
      const result = await found(world, {
        userId: cy.userId,
        sortCol: 'totalHours',
        sortDir: 'asc',
        pageSize: '10',
        page: String(n),
      });
      return { hours: result.timecards.map((hit) => hit.totalHours), count: result.count };
    };
    expect(await page(0)).toEqual({ hours: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], count: 11 });
    expect(await page(1)).toEqual({ hours: [11], count: 11 });
    expect(await page(2)).toEqual({ hours: [], count: 11 });
    const all = await found(world, {});
    expect(all.count).toBe(16);
    expect(all.timecards).toHaveLength(10);
  });

  it('counts exactly up to 1,000 matches; past them says 1,000+ and still pages on', async () => {
    const world = await newWorld();
    const cy = await buildUser(ctx.db, { tenantId: world.tenantId, displayName: 'Cy Crew' });
    const { tenantId } = world;
    const { id: projectId, defaultTaskId: taskId } = world.lonely;
    /** `weeks` more weeks of Cy's, one 1-hour timecard each, in one statement (as the owner). */
    let seeded = 0;
    const seedWeeks = (weeks: number) =>
      ctx.db.withSystem('search count cap seed', async (tx) => {
        await tx.execute(sql`with sheets as (
            insert into timesheets (tenant_id, timesheet_id, user_id, period_start, period_end,
              status, total_minutes)
            select ${tenantId}, ${tenantId} || '#' || ${cy.userId} || '#' || to_char(w, 'YYYYMMDD')
                || '_' || to_char(w + 6, 'YYYYMMDD'), ${cy.userId}, w, w + 6, 'pending', 60
            from generate_series(${seeded}::int, ${seeded + weeks - 1}::int) as n,
              lateral (select '2000-01-01'::date + 7 * n as w) as week
            returning timesheet_id)
          insert into timecards (tenant_id, timesheet_id, project_id, task_id, position, status,
            total_minutes)
          select ${tenantId}, timesheet_id, ${projectId}, ${taskId}, 0, 'pending', 60 from sheets`);
        seeded += weeks;
      });
    const ofCy = (query: Record<string, string> = {}) =>
      found(world, { userId: cy.userId, pageSize: '25', ...query });

    await seedWeeks(SEARCH_COUNT_CAP);
    const exact = await ofCy();
    expect(exact).toMatchObject({ count: 1000, countCapped: false, totalHours: 1000 });

    await seedWeeks(1);
    const capped = await ofCy();
    expect(capped).toMatchObject({ count: 1000, countCapped: true, totalHours: null });
    expect(capped.timecards).toHaveLength(25);
    // The page past the first 1,000 matches is still there: the 1,001st, the oldest week.
    const last = await ofCy({ page: '40' });
    expect(last.timecards.map((hit) => hit.periodStart)).toEqual(['2000-01-01']);
    expect(last).toMatchObject({ count: 1000, countCapped: true });
    // A narrower search of the same tenant is exact again.
    expect(await ofCy({ from: '2000-01-01', to: '2000-01-07' })).toMatchObject({
      count: 1,
      countCapped: false,
      totalHours: 1,
    });
  });

  it('a text search pages newest week first (or oldest), each timecard once, counts to the cap', async () => {
    const world = await newWorld();
    const cy = await buildUser(ctx.db, { tenantId: world.tenantId, displayName: 'Cy Crew' });
    const { tenantId } = world;
    const { id: projectId, defaultTaskId: taskId } = world.lonely;
    /**
     * Weeks `from`–`to` of Cy's, a timecard each, with three described days: every third week says
     * "deploy" twice and "review" on a third day, the others "deploy review" once; week 7 says
     * neither. Written in one statement, as the owner; the triggers write the days' words.
     */
    const seedWeeks = (from: number, to: number) =>
      ctx.db.withSystem('search text seed', (tx) =>
        tx.execute(sql`with sheets as (
            insert into timesheets (tenant_id, timesheet_id, user_id, period_start, period_end,
              status, total_minutes)
            select ${tenantId}, ${tenantId} || '#' || ${cy.userId} || '#' || to_char(w, 'YYYYMMDD')
                || '_' || to_char(w + 6, 'YYYYMMDD'), ${cy.userId}, w, w + 6, 'pending', 180
            from generate_series(${from}::int, ${to}::int) as n,
              lateral (select '2000-01-01'::date + 7 * n as w) as week
            returning timesheet_id, period_start),
          cards as (
            insert into timecards (tenant_id, timesheet_id, project_id, task_id, position, status,
              total_minutes)
            select ${tenantId}, timesheet_id, ${projectId}, ${taskId}, 0, 'pending', 180 from sheets
            returning timesheet_id)
          insert into timecard_days (tenant_id, timesheet_id, project_id, task_id, day, user_id,
            minutes, description)
          select ${tenantId}, s.timesheet_id, ${projectId}, ${taskId}, s.period_start + d,
            ${cy.userId}, 60,
            case when (s.period_start - date '2000-01-01') / 7 = 7 then 'holiday'
              when (s.period_start - date '2000-01-01') / 7 % 3 = 0
                then case when d < 2 then 'Deploy the build' else 'code review' end
              else case when d = 0 then 'deploy, then review' else 'standup' end end
          from sheets s join cards c using (timesheet_id), generate_series(0, 2) as d`),
      );
    await seedWeeks(0, 19);
    const weeksOf = async (query: Record<string, string>, pages: number) => {
      const weeks: string[] = [];
      for (let page = 0; page < pages; page++) {
        const result = await found(world, { pageSize: '10', page: String(page), ...query });
        weeks.push(...result.timecards.map((hit) => hit.periodStart));
      }
      return weeks;
    };
    const week = (n: number) => {
      const day = new Date(Date.UTC(2000, 0, 1 + 7 * n));
      return day.toISOString().slice(0, 10);
    };
    const described = [...Array(20).keys()].filter((n) => n !== 7);
    // One word: every week that has it, each once though it is on two days, newest first.
    expect(await weeksOf({ text: 'deploy' }, 2)).toEqual(described.map(week).reverse());
    expect(await weeksOf({ text: 'deploy', sortDir: 'asc' }, 2)).toEqual(described.map(week));
    // Two words on one day: not the weeks that have them on different days.
    const together = described.filter((n) => n % 3 !== 0);
    expect(await weeksOf({ text: 'review deploy' }, 2)).toEqual(together.map(week).reverse());
    // With other filters, checked as the rows come.
    expect(await weeksOf({ text: 'deploy', to: week(5), from: week(2) }, 1)).toEqual(
      [5, 4, 3, 2].map(week),
    );
    const exact = await found(world, { text: 'deploy' });
    expect(exact).toMatchObject({ count: 19, countCapped: false, totalHours: 19 * 3 });
    expect(await found(world, { text: 'deploy review' })).toMatchObject({ count: together.length });

    await seedWeeks(20, SEARCH_COUNT_CAP + 20);
    const capped = await found(world, { text: 'deploy', pageSize: '25' });
    expect(capped).toMatchObject({ count: 1000, countCapped: true, totalHours: null });
    expect(capped.timecards[0]?.periodStart).toBe(week(SEARCH_COUNT_CAP + 20));
  });

  it('a filter naming another tenant’s or an unknown object is a 404 naming it', async () => {
    const theirs = await newWorld();
    const cases: [string, string, string][] = [
      ['clientId', theirs.globex.id, 'Client not found'],
      ['projectId', theirs.project.id, 'Project not found'],
      ['taskId', theirs.design.id, 'Task not found'],
      ['userId', theirs.bo.userId, 'User not found'],
      ['supplierId', theirs.supplier.id, 'Supplier not found'],
      ['taskId', 'no-such-task', 'Task not found'],
    ];
    for (const [name, id, message] of cases) {
      for (const url of ['/api/ts/search-timecards', '/api/ts/search-timecards/export']) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `${url}?${name}=${encodeURIComponent(id)}`,
          headers: searchApp.shared.as(searchApp.shared.admin),
        });
        expect(response.statusCode, `${url} ${name}`).toBe(404);
        expect(response.json()).toMatchObject({
          message,
          issues: [{ path: name, message }],
        });
      }
    }
  });

  it('a range ending before it starts, an unknown sort or status is a 400', async () => {
    for (const query of [
      { from: '2026-11-21', to: '2026-11-20' } as Record<string, string>,
      { sortCol: 'clientName' },
      { status: 'lost' },
      { pageSize: '7' },
    ])
      expect((await search(searchApp.shared, query)).statusCode).toBe(400);
  });

  it('an associate cannot search timecards', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/ts/search-timecards',
      headers: searchApp.shared.as(searchApp.shared.associate),
    });
    expect(response.statusCode).toBe(403);
  });
});
