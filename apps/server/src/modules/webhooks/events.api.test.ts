import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../db/schema/index.ts';
import { engine } from '../../test/harness.ts';
import { emitWebhookEvent } from './emit.ts';
import {
  approvalTokenIn,
  designReview,
  useMailingTimesheetApp,
  usualWeek,
  type TimesheetWorld,
} from '../../test/timesheet-world.ts';

// The services raise their events in their own transactions (issue 30 §4): each change here
// leaves exactly its outbox rows, with the API's own shape as `data`.
const { ctx, smtp, newWorld, saveWeek } = useMailingTimesheetApp();

/** An endpoint for `events`; no webhook worker runs in this file, so the rows stay to be read. */
async function subscribe(world: TimesheetWorld, events: string[]) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/webhooks',
    headers: world.as(world.admin),
    payload: { url: 'http://127.0.0.1:9/never-called', events },
  });
  expect(response.statusCode, response.body).toBe(201);
}

const queued = async (tenantId: string) =>
  (
    await ctx.db.withTenant(tenantId, (tx) =>
      tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, tenantId)),
    )
  ).map((row) => JSON.parse(row.body) as { type: string; data: Record<string, unknown> });

describe(`events raised by the services on ${engine}`, () => {
  it('user.created and user.archived carry the user as the API reads it; client.created the client', async () => {
    const world = await newWorld();
    await subscribe(world, ['user.created', 'user.archived', 'client.created']);
    const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
      ctx.app.inject({ method, url, headers: world.as(world.admin), payload });
    const user = { username: 'ivy', name: 'Ivy Chen', email: 'ivy@example.com', role: 'assoc' };
    expect((await call('POST', '/api/users/v2', user)).statusCode).toBe(201);
    expect(
      (await call('PUT', '/api/users/archive', { userId: 'ivy', archived: true })).statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/crm/ps/clients', { name: 'Fabrikam' })).statusCode).toBe(201);
    const events = await queued(world.tenantId);
    expect(events.map((event) => event.type).sort()).toEqual([
      'client.created',
      'user.archived',
      'user.created',
    ]);
    const by = (type: string) => events.find((event) => event.type === type)!.data;
    expect(by('user.created')).toMatchObject({
      userId: 'ivy',
      displayName: 'Ivy Chen',
      isArchived: false,
    });
    expect(by('user.archived')).toMatchObject({ userId: 'ivy', isArchived: true });
    expect(by('client.created')).toMatchObject({ name: 'Fabrikam' });
  });

  it('a contact’s decision through the timecard link raises timecard.rejected; a submission timesheet.submitted', async () => {
    const world = await newWorld();
    await subscribe(world, ['timesheet.submitted', 'timecard.rejected', 'timecard.approved']);
    const { timesheetId } = await saveWeek(world.as(world.associate), {
      periodStart: '2026-11-21',
      timeCards: usualWeek(world),
    });
    const mail = await smtp.waitFor((one) => one.to === world.approver.email);
    const decided = await ctx.app.inject({
      method: 'POST',
      url: `/api/ts/approval/${encodeURIComponent(approvalTokenIn(mail.text))}`,
      payload: designReview(world, {
        monday: { review: 'approved' },
        tuesday: { review: 'rejected', reviewComment: 'Tuesday was a holiday' },
      }),
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const events = await queued(world.tenantId);
    expect(events.map((event) => event.type).sort()).toEqual([
      'timecard.rejected',
      'timesheet.submitted',
    ]);
    const rejected = events.find((event) => event.type === 'timecard.rejected')!.data;
    expect(rejected).toMatchObject({
      timesheetId,
      timeCard: { taskId: world.design.id, status: 'rejected' },
    });
  });

  it('an event raised in a change that rolls back is never queued', async () => {
    const world = await newWorld();
    await subscribe(world, ['client.created']);
    const { tenantId } = world;
    await expect(
      ctx.db.withTenant(tenantId, async (tx) => {
        await emitWebhookEvent(tx, ctx.app.deps, { tenantId, type: 'client.created', data: {} });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await queued(tenantId)).toEqual([]);
  });
  it('closing and reopening a period raise period.closed and period.reopened, and each leaves an audit entry', async () => {
    const world = await newWorld();
    await subscribe(world, ['period.closed', 'period.reopened']);
    const admin = world.as(world.admin);
    const closed = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/period-locks',
      headers: admin,
      payload: { from: '2026-10-01', to: '2026-10-31', reason: 'October invoiced' },
    });
    expect(closed.statusCode, closed.body).toBe(201);
    const { id } = closed.json<{ id: string }>();
    const reopened = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/period-locks/${id}`,
      headers: admin,
      payload: { reason: 'A late timesheet' },
    });
    expect(reopened.statusCode, reopened.body).toBe(204);
    const events = await queued(world.tenantId);
    expect(events.map((event) => [event.type, event.data.id, event.data.reason])).toEqual(
      expect.arrayContaining([
        ['period.closed', id, 'October invoiced'],
        ['period.reopened', id, 'October invoiced'],
      ]),
    );
    expect(events).toHaveLength(2);
    const trail = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit?entityType=periodLock&entityId=${id}`,
      headers: admin,
    });
    expect(trail.statusCode, trail.body).toBe(200);
    const entries = trail.json<{
      entries: { action: string; after: { reopenReason?: string } }[];
    }>().entries;
    expect(entries.map((entry) => entry.action)).toEqual(['reopen', 'close']);
    expect(entries[0]!.after.reopenReason).toBe('A late timesheet');
  });
});
