import { describe, expect, it } from 'vitest';
import { buildTask } from '../../test/factories.ts';
import { engine } from '../../test/harness.ts';
import { row, useTimesheetApp } from '../../test/timesheet-world.ts';

const { clock, ctx, newWorld, allowResubmission } = useTimesheetApp();

const getWeek = (headers: Record<string, string>, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/submit-time/week${query}`, headers });
const putWeek = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/submit-time/week', headers, payload });

describe(`the associate's week on ${engine}`, () => {
  it('a week runs Saturday to Friday and defaults to today in the user’s time zone', async () => {
    clock.set('2026-11-21T03:00:00Z'); // Saturday in UTC, still Friday in New York
    const utc = await newWorld();
    const newYork = await newWorld({ timezone: 'America/New_York' });
    const inUtc = (await getWeek(utc.as(utc.associate))).json();
    expect(inUtc).toMatchObject({
      periodStart: '2026-11-21',
      periodEnd: '2026-11-27',
      today: '2026-11-21',
      timesheetId: `${utc.tenantId}#${utc.associate.userId}#20261121_20261127`,
      editable: true,
      timesheet: null,
    });
    const inNewYork = (await getWeek(newYork.as(newYork.associate))).json();
    expect(inNewYork).toMatchObject({ periodStart: '2026-11-14', today: '2026-11-20' });
    clock.set('2026-11-25T12:00:00Z');
  });

  it('a week across the year end takes the Saturday before and ends on the Friday after', async () => {
    const world = await newWorld();
    const week = (await getWeek(world.as(world.associate), '?date=2026-01-01')).json();
    expect(week).toMatchObject({ periodStart: '2025-12-27', periodEnd: '2026-01-02' });
  });

  it('an invalid date is a 400 naming it', async () => {
    const world = await newWorld();
    const response = await getWeek(world.as(world.associate), '?date=2026-02-30');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'date', message: 'invalid date' }]);
  });

  it('offers only assigned live projects and tasks, the default task first, and says which have contacts', async () => {
    const world = await newWorld();
    await buildTask(ctx.db, {
      tenantId: world.tenantId,
      clientId: world.clientId,
      projectId: world.project.id,
      name: 'Archived task',
      isArchived: true,
    });
    const { options } = (await getWeek(world.as(world.associate))).json();
    expect(options).toEqual([
      expect.objectContaining({
        projectName: 'Data platform',
        hasContacts: true,
        tasks: [
          { taskId: world.project.defaultTaskId, taskName: expect.any(String), isDefault: true },
          { taskId: world.design.id, taskName: 'Design', isDefault: false },
        ],
      }),
      expect.objectContaining({ projectName: 'Internal', hasContacts: false }),
    ]);
  });

  it('saves a draft in whole minutes and reads it back with totals, status draft', async () => {
    const world = await newWorld();
    const response = await putWeek(world.as(world.associate), {
      periodStart: '2026-11-21',
      timeCards: [
        row(world.project.id, world.design.id, {
          monday: { hours: 7.5, description: 'Schema review' },
          tuesday: 0.25,
        }),
      ],
      submit: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { timesheet } = response.json();
    expect(timesheet).toMatchObject({ status: 'draft', submittedAt: null, totalHours: 7.75 });
    expect(timesheet.timeCards[0]).toMatchObject({
      status: 'draft',
      projectName: 'Data platform',
      taskName: 'Design',
      totalHours: 7.75,
    });
    expect(timesheet.timeCards[0].data.monday).toMatchObject({
      date: '2026-11-23',
      hours: 7.5,
      description: 'Schema review',
      review: null,
    });
  });

  it('24 hours in quarter hours across rows is a full day with no drift; 24.25 is refused on that day', async () => {
    const world = await newWorld();
    const quarters = { monday: 0.25 * 48 };
    const full = await putWeek(world.as(world.associate), {
      periodStart: '2026-11-21',
      timeCards: [
        row(world.project.id, world.design.id, quarters),
        row(world.project.id, world.project.defaultTaskId, quarters),
      ],
      submit: false,
    });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().timesheet.totalHours).toBe(24);
    const over = await putWeek(world.as(world.associate), {
      periodStart: '2026-11-21',
      timeCards: [
        row(world.project.id, world.design.id, { monday: 23.75 }),
        row(world.lonely.id, world.lonely.defaultTaskId, { monday: 0.5 }),
      ],
      submit: false,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().issues).toEqual([
      { path: 'monday', message: 'Monday: at most 24 hours in a day' },
    ]);
  });

  it('refuses hours that are not quarter hours, naming the cell and the day', async () => {
    const world = await newWorld();
    const response = await putWeek(world.as(world.associate), {
      periodStart: '2026-11-21',
      timeCards: [row(world.project.id, world.design.id, { wednesday: 1.1 })],
      submit: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      {
        path: 'timeCards.0.data.wednesday.hours',
        message: 'Wednesday: enter hours in steps of 0.25 (a quarter hour)',
      },
    ]);
  });

  it('refuses hours outside the employment dates, for a week that spans the start and the end', async () => {
    const world = await newWorld({ startDate: '2026-11-23', endDate: '2026-11-25' });
    const response = await putWeek(world.as(world.associate), {
      periodStart: '2026-11-21',
      timeCards: [
        row(world.project.id, world.design.id, { sunday: 2, monday: 8, wednesday: 8, thursday: 1 }),
      ],
      submit: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      {
        path: 'timeCards.0.data.sunday.hours',
        message: 'Sunday: outside your employment dates',
      },
      {
        path: 'timeCards.0.data.thursday.hours',
        message: 'Thursday: outside your employment dates',
      },
    ]);
  });

  it('refuses an empty week on submit, tasks the user is not assigned to, and a row named twice', async () => {
    const world = await newWorld();
    const empty = await putWeek(world.as(world.associate), {
      periodStart: '2026-11-21',
      timeCards: [row(world.project.id, world.design.id, {})],
      submit: true,
    });
    expect(empty.json().issues).toEqual([
      { path: 'timeCards', message: 'Enter some hours before submitting' },
    ]);
    const stranger = await buildTask(ctx.db, {
      tenantId: world.tenantId,
      clientId: world.clientId,
      projectId: world.project.id,
      name: 'Not assigned',
    });
    const wrong = await putWeek(world.as(world.associate), {
      periodStart: '2026-11-21',
      timeCards: [
        row(world.project.id, stranger.id, { monday: 1 }),
        row(world.project.id, world.design.id, { monday: 1 }),
        row(world.project.id, world.design.id, { tuesday: 1 }),
      ],
      submit: false,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([
      { path: 'timeCards.0.taskId', message: 'You are not assigned to this project and task' },
      { path: 'timeCards.2.taskId', message: 'This project and task is already in the timesheet' },
    ]);
  });

  it('a period that does not start on a Saturday is refused', async () => {
    const world = await newWorld();
    const response = await putWeek(world.as(world.associate), {
      periodStart: '2026-11-23',
      timeCards: [],
      submit: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('periodStart');
  });

  it('a submitted week is read-only until resubmission is allowed; resubmitting keeps the first as version 1', async () => {
    const world = await newWorld();
    const first = await putWeek(world.as(world.associate), {
      periodStart: '2026-11-21',
      timeCards: [row(world.project.id, world.design.id, { monday: 8 })],
      submit: true,
    });
    expect(first.json()).toMatchObject({ editable: false, timesheet: { status: 'pending' } });
    const change = {
      periodStart: '2026-11-21',
      timeCards: [row(world.project.id, world.design.id, { monday: 6, tuesday: 2 })],
      submit: true,
    };
    const refused = await putWeek(world.as(world.associate), change);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/can no longer be changed/);

    const { timesheetId } = first.json();
    await allowResubmission(world, timesheetId);
    expect((await getWeek(world.as(world.associate), '?date=2026-11-21')).json().editable).toBe(
      true,
    );
    const again = await putWeek(world.as(world.associate), change);
    expect(again.statusCode, again.body).toBe(200);
    const timesheet = again.json().timesheet;
    expect(timesheet).toMatchObject({ version: 2, status: 'pending', totalHours: 8 });
    expect(timesheet.versions).toEqual([
      expect.objectContaining({
        version: 1,
        submittedBy: 'Ava Associate',
        timeCards: [expect.objectContaining({ totalHours: 8 })],
      }),
    ]);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/ts/doc/${encodeURIComponent(timesheetId)}`,
      headers: world.as(world.associate),
    });
    expect(read.json().versions).toHaveLength(1);
  });

  it('a save answers with the week exactly as reading it afterwards does: draft, submitted, resubmitted', async () => {
    const world = await newWorld();
    const as = world.as(world.associate);
    const save = async (submit: boolean, hours: Parameters<typeof row>[2]) => {
      const saved = await putWeek(as, {
        periodStart: '2026-11-21',
        timeCards: [
          row(world.project.id, world.design.id, hours),
          row(world.project.id, world.project.defaultTaskId, { friday: 1 }),
        ],
        submit,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // Only a submit's answer says who was e-mailed; the rest is the week as read.
      const { mailedTo, ...week } = saved.json();
      expect(mailedTo !== undefined).toBe(submit);
      expect(week).toEqual((await getWeek(as, '?date=2026-11-21')).json());
      return saved.json();
    };
    await save(false, { monday: 2 });
    const submitted = await save(true, { monday: 8 });
    await allowResubmission(world, submitted.timesheetId);
    const resubmitted = await save(true, { monday: 6, tuesday: 2 });
    expect(resubmitted.timesheet).toMatchObject({ version: 2, status: 'pending' });
    expect(resubmitted.timesheet.versions).toHaveLength(1);
  });

  it('an administrator enters a week for a user and the record says who submitted it', async () => {
    const world = await newWorld();
    const response = await putWeek(world.as(world.admin), {
      periodStart: '2026-11-14',
      userId: world.associate.userId,
      timeCards: [row(world.project.id, world.design.id, { friday: 4 })],
      submit: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().timesheet).toMatchObject({
      userId: world.associate.userId,
      submittedBy: 'Adam Admin',
    });
  });

  it('an associate cannot enter or read another user’s week', async () => {
    const world = await newWorld();
    const response = await getWeek(world.as(world.associate), `?userId=${world.admin.userId}`);
    expect(response.statusCode).toBe(403);
  });
});

describe(`my timesheets on ${engine}`, () => {
  it('lists the caller’s weeks newest first with statuses, and sums this week and this month', async () => {
    const world = await newWorld();
    const headers = world.as(world.associate);
    await putWeek(headers, {
      periodStart: '2026-11-14',
      timeCards: [row(world.project.id, world.design.id, { monday: 8, tuesday: 8 })],
      submit: true,
    });
    await putWeek(headers, {
      periodStart: '2026-11-21',
      timeCards: [row(world.lonely.id, world.lonely.defaultTaskId, { monday: 3.5 })],
      submit: false,
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/ts/my-timesheets?page=0&pageSize=10',
      headers,
    });
    expect(list.json()).toMatchObject({
      count: 2,
      timesheets: [
        { periodStart: '2026-11-21', status: 'draft', totalHours: 3.5 },
        { periodStart: '2026-11-14', status: 'pending', totalHours: 16 },
      ],
    });
    const summary = await ctx.app.inject({ method: 'GET', url: '/api/ts/my-summary', headers });
    expect(summary.json()).toEqual({
      today: '2026-11-25',
      periodStart: '2026-11-21',
      hoursThisWeek: 3.5,
      hoursThisMonth: 19.5,
    });
  });

  it('deleting a timesheet removes it; an associate cannot read another’s (404)', async () => {
    const world = await newWorld();
    const saved = await putWeek(world.as(world.associate), {
      periodStart: '2026-11-21',
      timeCards: [row(world.project.id, world.design.id, { monday: 1 })],
      submit: false,
    });
    const url = `/api/ts/doc/${encodeURIComponent(saved.json().timesheetId)}`;
    const other = await newWorld();
    const stranger = await ctx.app.inject({ method: 'GET', url, headers: other.as(other.admin) });
    expect(stranger.statusCode).toBe(404);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url,
      headers: world.as(world.admin),
    });
    expect(removed.statusCode).toBe(204);
    const gone = await ctx.app.inject({ method: 'GET', url, headers: world.as(world.associate) });
    expect(gone.statusCode).toBe(404);
  });
});
