import { describe, expect, it } from 'vitest';
import { buildClient } from '../../test/factories.ts';
import { engine } from '../../test/harness.ts';
import {
  designReview,
  row,
  useTimesheetApp,
  type TimesheetWorld,
} from '../../test/timesheet-world.ts';
import { issueInboxLink } from '../contact-links/inbox-link.ts';

// Issue 30 §1: closed periods and approved days refuse every write, on both engines.
const { ctx, newWorld, saveWeek } = useTimesheetApp();

const WEEK = '2026-11-21';
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };
const NOVEMBER_CLOSED = 'Nov 01, 2026 – Nov 30, 2026 is closed: Books closed';

type Headers = Record<string, string>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url,
    headers,
    ...(payload !== undefined && { payload: payload as object }),
  });

const closeNovember = async (world: TimesheetWorld, extra: Record<string, unknown> = {}) => {
  const response = await call('POST', '/api/admin/period-locks', world.as(world.admin), {
    ...NOVEMBER,
    reason: 'Books closed',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
};

/** Design Monday 8 h and Tuesday 7.5 h, submitted (or saved as a draft). */
const designWeek = (world: TimesheetWorld, submit = true, monday = 8) =>
  saveWeek(world.as(world.associate), {
    periodStart: WEEK,
    timeCards: [row(world.project.id, world.design.id, { monday, tuesday: 7.5 })],
    submit,
  });

const review = (world: TimesheetWorld, timesheetId: string, days: Record<string, unknown>) =>
  call('POST', '/api/ts/review', world.as(world.admin), {
    timesheetId,
    ...designReview(world, days),
  });

/** The approver's decisions on the Design row of `timesheetId`, sent through their inbox link. */
const decideInInbox = async (
  world: TimesheetWorld,
  timesheetId: string,
  days: Record<string, unknown>,
) => {
  const { url } = await ctx.db.withTenant(world.tenantId, (tx) =>
    issueInboxLink(tx, ctx.app.deps, { tenantId: world.tenantId, contactId: world.approver.id }),
  );
  const token = decodeURIComponent(url.slice(url.indexOf('token=') + 6));
  return ctx.app.inject({
    method: 'POST',
    url: `/api/ts/approval-inbox/${encodeURIComponent(token)}`,
    payload: {
      decisions: [{ timesheetId, projectId: world.project.id, taskId: world.design.id, days }],
    },
  });
};

const expectRefused = (
  response: { statusCode: number; body: string; json: () => unknown },
  code: 'PERIOD_CLOSED' | 'DAY_APPROVED',
  message?: string,
) => {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json()).toMatchObject({ code, ...(message && { message }) });
};

describe(`period locks on ${engine}`, () => {
  it('closes a period (201 with the pinned shape), lists it, and reopens it with a reason', async () => {
    const world = await newWorld();
    const created = await call('POST', '/api/admin/period-locks', world.as(world.admin), {
      ...NOVEMBER,
      clientId: world.clientId,
      reason: ' Books closed ',
    });
    expect(created.statusCode, created.body).toBe(201);
    const lock = created.json();
    expect(lock).toEqual({
      id: expect.any(String),
      ...NOVEMBER,
      clientId: world.clientId,
      clientName: 'Northwind',
      reason: 'Books closed',
      closedBy: 'Adam Admin',
      closedAt: '2026-11-25T12:00:00.000Z',
    });
    const listed = await call('GET', '/api/admin/period-locks', world.as(world.admin));
    expect(listed.json()).toEqual({ periodLocks: [lock], count: 1 });

    const noReason = await call(
      'DELETE',
      `/api/admin/period-locks/${lock.id}`,
      world.as(world.admin),
      {},
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues).toEqual([{ path: 'reason', message: 'Give a reason' }]);
    const reopened = await call(
      'DELETE',
      `/api/admin/period-locks/${lock.id}`,
      world.as(world.admin),
      {
        reason: 'Late invoice',
      },
    );
    expect(reopened.statusCode, reopened.body).toBe(204);
    expect((await call('GET', '/api/admin/period-locks', world.as(world.admin))).json()).toEqual({
      periodLocks: [],
      count: 0,
    });
    const again = await call(
      'DELETE',
      `/api/admin/period-locks/${lock.id}`,
      world.as(world.admin),
      {
        reason: 'Twice',
      },
    );
    expect(again.statusCode).toBe(404);
  });

  it('bad input is a 400 naming the field; another tenant’s lock or client is a 404; associates get 403', async () => {
    const world = await newWorld();
    const other = await newWorld();
    const post = (payload: Record<string, unknown>) =>
      call('POST', '/api/admin/period-locks', world.as(world.admin), payload);
    const paths = async (payload: Record<string, unknown>) => {
      const response = await post(payload);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().issues.map((issue: { path: string }) => issue.path);
    };
    expect(await paths({ from: '2026-02-30', to: '2026-11-30', reason: 'x' })).toEqual(['from']);
    expect(await paths({ from: '2026-11-30', to: '2026-11-01', reason: 'x' })).toEqual(['to']);
    expect(await paths({ ...NOVEMBER, reason: '  ' })).toEqual(['reason']);
    expect(await paths({ ...NOVEMBER })).toEqual(['reason']);
    expect(await paths({ from: '2000-01-01', to: '2026-11-30', reason: 'x' })).toEqual(['to']);

    const foreignClient = await post({ ...NOVEMBER, clientId: other.clientId, reason: 'x' });
    expect(foreignClient.statusCode).toBe(404);
    expect(foreignClient.json().issues).toEqual([
      { path: 'clientId', message: 'Client not found' },
    ]);

    const theirs = await closeNovember(other);
    const reopen = await call(
      'DELETE',
      `/api/admin/period-locks/${theirs.id}`,
      world.as(world.admin),
      {
        reason: 'Not mine',
      },
    );
    expect(reopen.statusCode).toBe(404);
    expect((await call('GET', '/api/admin/period-locks', world.as(world.admin))).json().count).toBe(
      0,
    );
    // The other tenant's lock closes nothing here.
    await designWeek(world);

    const associate = await call('GET', '/api/admin/period-locks', world.as(world.associate));
    expect(associate.statusCode).toBe(403);
  });

  it('a week save or submit into a closed day is refused naming the period; the grid gets the closed days', async () => {
    const world = await newWorld();
    await designWeek(world, false);
    const lock = await closeNovember(world);
    const week = (
      await call('GET', `/api/submit-time/week?date=${WEEK}`, world.as(world.associate))
    ).json();
    expect(week.closedDays).toHaveLength(7);
    expect(week.closedDays[0]).toEqual({
      day: WEEK,
      clientId: null,
      lockId: lock.id,
      ...NOVEMBER,
      reason: 'Books closed',
    });
    const put = (monday: number, submit: boolean) =>
      call('PUT', '/api/submit-time/week', world.as(world.associate), {
        periodStart: WEEK,
        timeCards: [row(world.project.id, world.design.id, { monday, tuesday: 7.5 })],
        submit,
      });
    expectRefused(await put(6, false), 'PERIOD_CLOSED', NOVEMBER_CLOSED);
    // Unchanged, the draft saves; submitting it would send closed days for approval.
    expect((await put(8, false)).statusCode).toBe(200);
    expectRefused(await put(8, true), 'PERIOD_CLOSED', NOVEMBER_CLOSED);
    // The week of December is open.
    const december = await call('PUT', '/api/submit-time/week', world.as(world.associate), {
      periodStart: '2026-12-05',
      timeCards: [row(world.project.id, world.design.id, { monday: 8 })],
      submit: true,
    });
    expect(december.statusCode, december.body).toBe(200);
    expect(december.json().closedDays).toEqual([]);
  });

  it('a lock for one client closes only its projects’ rows', async () => {
    const world = await newWorld();
    const { id: elsewhere } = await buildClient(ctx.db, {
      tenantId: world.tenantId,
      name: 'Elsewhere',
    });
    await closeNovember(world, { clientId: elsewhere });
    await designWeek(world);
    const ours = await closeNovember(world, { clientId: world.clientId });
    const week = (
      await call('GET', `/api/submit-time/week?date=${WEEK}`, world.as(world.associate))
    ).json();
    expect(new Set(week.closedDays.map((day: { clientId: string }) => day.clientId))).toEqual(
      new Set([elsewhere, world.clientId]),
    );
    const timesheetId = week.timesheetId;
    expectRefused(
      await review(world, timesheetId, { monday: { review: 'approved' } }),
      'PERIOD_CLOSED',
    );
    await call('DELETE', `/api/admin/period-locks/${ours.id}`, world.as(world.admin), {
      reason: 'Fix',
    });
    expect((await review(world, timesheetId, { monday: { review: 'approved' } })).statusCode).toBe(
      200,
    );
  });

  it('review, contact decisions, delete and allow resubmission are refused in a closed period; history shows close and reopen', async () => {
    const world = await newWorld();
    const { timesheetId } = await designWeek(world);
    const lock = await closeNovember(world);
    expectRefused(
      await review(world, timesheetId, { monday: { review: 'approved' } }),
      'PERIOD_CLOSED',
      NOVEMBER_CLOSED,
    );

    const decision = await decideInInbox(world, timesheetId, { monday: { review: 'approved' } });
    expectRefused(decision, 'PERIOD_CLOSED', NOVEMBER_CLOSED);

    const remove = await call(
      'DELETE',
      `/api/ts/doc/${encodeURIComponent(timesheetId)}`,
      world.as(world.admin),
    );
    expectRefused(remove, 'PERIOD_CLOSED');
    const allow = await call('POST', '/api/ts/update-resubmission-status', world.as(world.admin), {
      timesheetId,
      newStatus: true,
    });
    expectRefused(allow, 'PERIOD_CLOSED');

    await call('DELETE', `/api/admin/period-locks/${lock.id}`, world.as(world.admin), {
      reason: 'Late invoice',
    });
    const history = await call(
      'GET',
      `/api/ts/doc/${encodeURIComponent(timesheetId)}/events`,
      world.as(world.admin),
    );
    expect(
      history
        .json()
        .events.map((event: { kind: string; detail: object }) => [event.kind, event.detail]),
    ).toEqual([
      [
        'period-reopened',
        expect.objectContaining({ reason: 'Late invoice', period: 'Nov 01, 2026 – Nov 30, 2026' }),
      ],
      ['period-closed', expect.objectContaining({ reason: 'Books closed', ...NOVEMBER })],
    ]);
    expect((await review(world, timesheetId, { monday: { review: 'approved' } })).statusCode).toBe(
      200,
    );
  });

  it('an approved day is locked: review, delete and week saves refuse to change it until it is picked for resubmission', async () => {
    const world = await newWorld();
    const { timesheetId } = await designWeek(world);
    const approveAll = await review(world, timesheetId, {
      monday: { review: 'approved' },
      tuesday: { review: 'approved' },
    });
    expect(approveAll.statusCode, approveAll.body).toBe(200);
    // Approving again changes nothing; rejecting is a change.
    expect((await review(world, timesheetId, { monday: { review: 'approved' } })).statusCode).toBe(
      200,
    );
    expectRefused(
      await review(world, timesheetId, { monday: { review: 'rejected', reviewComment: 'No' } }),
      'DAY_APPROVED',
      'Nov 23, 2026 is approved and can no longer be changed',
    );
    const remove = await call(
      'DELETE',
      `/api/ts/doc/${encodeURIComponent(timesheetId)}`,
      world.as(world.admin),
    );
    expectRefused(remove, 'DAY_APPROVED');

    const allow = (payload: Record<string, unknown>) =>
      call('POST', '/api/ts/update-resubmission-status', world.as(world.admin), {
        timesheetId,
        newStatus: true,
        ...payload,
      });
    const noPick = await allow({});
    expect(noPick.statusCode).toBe(400);
    expect(noPick.json().issues).toEqual([
      { path: 'days', message: 'Pick the approved days to reopen' },
    ]);
    const monday = { projectId: world.project.id, taskId: world.design.id, day: '2026-11-23' };
    const noReason = await allow({ days: [monday] });
    expect(noReason.json().issues).toEqual([{ path: 'reason', message: 'Give a reason' }]);
    const notApproved = await allow({ days: [{ ...monday, day: '2026-11-25' }], reason: 'x' });
    expect(notApproved.json().issues).toEqual([
      { path: 'days.0', message: 'Only approved days of this timesheet can be reopened' },
    ]);
    expect((await allow({ days: [monday], reason: 'Wrong hours' })).statusCode).toBe(204);

    const week = (
      await call('GET', `/api/submit-time/week?date=${WEEK}`, world.as(world.associate))
    ).json();
    expect(week).toMatchObject({ editable: true, reopenedDays: [monday] });
    const put = (hours: Record<string, number>) =>
      call('PUT', '/api/submit-time/week', world.as(world.associate), {
        periodStart: WEEK,
        timeCards: [row(world.project.id, world.design.id, hours)],
        submit: true,
      });
    expectRefused(
      await put({ monday: 6, tuesday: 7 }),
      'DAY_APPROVED',
      'Nov 24, 2026 is approved and can no longer be changed',
    );
    const resubmitted = await put({ monday: 6, tuesday: 7.5 });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    const design = resubmitted.json().timesheet.timeCards[0];
    expect(design.data.monday).toMatchObject({ hours: 6, review: null });
    expect(design.data.tuesday).toMatchObject({ hours: 7.5, review: 'approved' });
    expect(resubmitted.json().reopenedDays).toEqual([]);

    const history = await call(
      'GET',
      `/api/ts/doc/${encodeURIComponent(timesheetId)}/events`,
      world.as(world.admin),
    );
    expect(history.json().events[0]).toMatchObject({
      kind: 'days-reopened',
      actorName: 'Adam Admin',
      detail: { days: 'Nov 23, 2026', reason: 'Wrong hours' },
    });
  });
  it('answering a correction and fixing a rejected day in a closed period are refused', async () => {
    const world = await newWorld();
    const { timesheetId } = await designWeek(world);
    const proposed = await decideInInbox(world, timesheetId, {
      monday: { review: 'correction', correctedHours: 7, reviewComment: 'Kick-off' },
      tuesday: { review: 'rejected', reviewComment: 'Holiday' },
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    await call('PUT', '/api/admin/account-information', world.as(world.admin), {
      rejectedDaysReopen: true,
    });
    await closeNovember(world);
    const answer = await call(
      'POST',
      `/api/ts/corrections/${encodeURIComponent(timesheetId)}`,
      world.as(world.associate),
      { projectId: world.project.id, taskId: world.design.id, day: 'monday', accept: true },
    );
    expectRefused(answer, 'PERIOD_CLOSED', NOVEMBER_CLOSED);
    const fix = await call('PUT', '/api/submit-time/rejected-days', world.as(world.associate), {
      periodStart: WEEK,
      timeCards: [row(world.project.id, world.design.id, { tuesday: 4 })],
    });
    expectRefused(fix, 'PERIOD_CLOSED', NOVEMBER_CLOSED);
  });
});
