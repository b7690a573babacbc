import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  internalEmails,
  outbox,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema/index.ts';
import { eventually } from '../../test/eventually.ts';
import { engine } from '../../test/harness.ts';
import { useTimesheetApp, type TimesheetWorld } from '../../test/timesheet-world.ts';
import { startReceiver, type Receiver } from '../../test/webhook-receiver.ts';
import {
  startWebhookWorker,
  type WebhookWorker,
  type WebhookWorkerOptions,
} from './delivery.worker.ts';
import { emitWebhookEvent } from './emit.ts';

const { ctx, newWorld, saveFor } = useTimesheetApp();
let receiver: Receiver;
let workers: WebhookWorker[] = [];

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
afterEach(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  workers = [];
  // Each test starts with an empty outbox: nothing left over is sent to the next one.
  await ctx.db.withSystem('test: empty the webhook outbox', (tx) => tx.delete(webhookDeliveries));
  receiver.received.length = 0;
  receiver.answer((_request, res) => res.writeHead(200).end('ok'));
});

const worker = (options: Partial<WebhookWorkerOptions> = {}) => {
  const started = startWebhookWorker({ deps: ctx.app.deps, pollMs: 50, ...options });
  workers.push(started);
  return started;
};

async function addEndpoint(world: TimesheetWorld, events: string[]) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/webhooks',
    headers: world.as(world.admin),
    payload: { url: receiver.url, events, enabled: true },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; secret: string };
}

const deliveriesOf = (tenantId: string) =>
  ctx.db.withTenant(tenantId, (tx) =>
    tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, tenantId)),
  );

/** One event for the endpoint, queued as a service queues it (in a transaction). */
const emit = (tenantId: string, data: unknown = { n: 1 }) =>
  ctx.db.withTenant(tenantId, (tx) =>
    emitWebhookEvent(tx, ctx.app.deps, { tenantId, type: 'client.created', data }),
  );

describe(`webhook delivery on ${engine}`, () => {
  it('a loopback endpoint receives timesheet.submitted and timecard.approved once each, signed as Standard Webhooks verifies', async () => {
    const world = await newWorld();
    const endpoint = await addEndpoint(world, ['timesheet.submitted', 'timecard.approved']);
    const timesheetId = await saveFor(world, world.associate.userId, '2026-11-21', { monday: 8 });
    const review = await ctx.app.inject({
      method: 'POST',
      url: '/api/ts/review',
      headers: world.as(world.admin),
      payload: {
        timesheetId,
        timeCards: [{ projectId: world.project.id, taskId: world.design.id, status: 'approved' }],
      },
    });
    expect(review.statusCode, review.body).toBe(200);
    const running = worker();
    await eventually(() => expect(receiver.received).toHaveLength(2));
    await running.drain();

    const verifier = new Webhook(endpoint.secret);
    const events = receiver.received.map(({ body, headers }) => {
      const event = verifier.verify(body, headers) as {
        id: string;
        type: string;
        data: Record<string, unknown>;
      };
      expect(event.id).toBe(headers['webhook-id']);
      return event;
    });
    expect(events.map((event) => event.type).sort()).toEqual([
      'timecard.approved',
      'timesheet.submitted',
    ]);
    const submitted = events.find((event) => event.type === 'timesheet.submitted')!;
    expect(submitted.data).toMatchObject({ timesheetId, userId: world.associate.userId });
    const approved = events.find((event) => event.type === 'timecard.approved')!;
    expect(approved.data).toMatchObject({ timesheetId, timeCard: { status: 'approved' } });
    // A signature made with another secret is refused by the same library.
    const [first] = receiver.received;
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(
        first!.body,
        first!.headers,
      ),
    ).toThrow();

    const log = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/webhooks/${endpoint.id}/deliveries`,
      headers: world.as(world.admin),
    });
    expect(log.json().deliveries).toHaveLength(2);
    for (const delivery of log.json().deliveries)
      expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, responseStatus: 200 });
  });

  it('a 500 and then a timeout are retried with backoff under the same webhook-id until the receiver answers 2xx', async () => {
    const world = await newWorld();
    const endpoint = await addEndpoint(world, ['client.created']);
    let calls = 0;
    receiver.answer((_request, res) => {
      calls += 1;
      if (calls === 1) res.writeHead(500).end('down');
      // Never answers: the 10 s limit ends it (here 2 s, which the third answer also has to
      // beat on a busy machine).
      else if (calls === 2) return;
      else res.writeHead(204).end();
    });
    await emit(world.tenantId);
    worker({ retryBaseMs: 50, timeoutMs: 2_000 });
    await eventually(async () => {
      const [row] = await deliveriesOf(world.tenantId);
      expect(row).toMatchObject({ status: 'succeeded', attempts: 3, responseStatus: 204 });
    });
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    for (const { body, headers } of receiver.received)
      expect(() => new Webhook(endpoint.secret).verify(body, headers)).not.toThrow();
  });

  it('a failing delivery records the response code and error, and is failed for good after its retry window', async () => {
    const world = await newWorld();
    await addEndpoint(world, ['client.created']);
    receiver.answer((_request, res) => res.writeHead(503).end('maintenance'));
    await emit(world.tenantId);
    // 24 hours, shortened to 3 s (from the row's creation): room for a few retries on a slow machine.
    worker({ retryBaseMs: 20, retryForMs: 3_000 });
    await eventually(async () => {
      const [row] = await deliveriesOf(world.tenantId);
      expect(row).toMatchObject({ status: 'failed', responseStatus: 503 });
      expect(row!.lastError).toContain('maintenance');
      expect(row!.attempts).toBeGreaterThan(1);
    });
  });

  it('two workers on one database deliver each event once', async () => {
    const world = await newWorld();
    await addEndpoint(world, ['client.created']);
    for (let n = 0; n < 12; n += 1) await emit(world.tenantId, { n });
    worker({ batch: 3 });
    worker({ batch: 3 });
    await eventually(async () => {
      const rows = await deliveriesOf(world.tenantId);
      expect(rows.every((row) => row.status === 'succeeded')).toBe(true);
    });
    await Promise.all(workers.map((one) => one.drain()));
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it('an event queued twice for one endpoint is one delivery (the outbox key)', async () => {
    const world = await newWorld();
    const endpoint = await addEndpoint(world, ['client.created']);
    const row = { tenantId: world.tenantId, endpointId: endpoint.id, eventId: 'msg_same' };
    await ctx.db.withTenant(world.tenantId, async (tx) => {
      for (let n = 0; n < 2; n += 1)
        await tx
          .insert(webhookDeliveries)
          .values({ ...row, eventType: 'client.created', body: '{}' })
          .onConflictDoNothing();
    });
    expect(await deliveriesOf(world.tenantId)).toHaveLength(1);
  });

  it('redeliver sends a delivered event again with the same webhook-id', async () => {
    const world = await newWorld();
    const endpoint = await addEndpoint(world, ['client.created']);
    await emit(world.tenantId);
    worker();
    await eventually(() => expect(receiver.received).toHaveLength(1));
    const [delivery] = await deliveriesOf(world.tenantId);
    await eventually(async () =>
      expect((await deliveriesOf(world.tenantId))[0]!.status).toBe('succeeded'),
    );
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${endpoint.id}/deliveries/${delivery!.id}/redeliver`,
      headers: world.as(world.admin),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: delivery!.id, status: 'pending' });
    await eventually(() => expect(receiver.received).toHaveLength(2));
    expect(receiver.received[1]!.headers['webhook-id']).toBe(
      receiver.received[0]!.headers['webhook-id'],
    );
  });

  it('during a rotation overlap both secrets sign, so a receiver on either verifies', async () => {
    const world = await newWorld();
    const endpoint = await addEndpoint(world, ['client.created']);
    const rotated = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${endpoint.id}/rotate-secret`,
      headers: world.as(world.admin),
      payload: { overlapHours: 1 },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret } = rotated.json() as { secret: string };
    expect(secret).not.toBe(endpoint.secret);
    await emit(world.tenantId);
    worker();
    await eventually(() => expect(receiver.received).toHaveLength(1));
    const [{ body, headers }] = receiver.received as [(typeof receiver.received)[0]];
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(() => new Webhook(secret).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(endpoint.secret).verify(body, headers)).not.toThrow();
  });

  it('an endpoint failing for 24 hours is turned off and the Internal Contact Email told once', async () => {
    const world = await newWorld();
    const endpoint = await addEndpoint(world, ['client.created']);
    const email = `ops.${world.tenantId}@example.com`;
    await ctx.db.withTenant(world.tenantId, (tx) =>
      tx.insert(internalEmails).values({ tenantId: world.tenantId, email, verified: true }),
    );
    receiver.answer((_request, res) => res.writeHead(500).end());
    for (let n = 0; n < 3; n += 1) await emit(world.tenantId, { n });
    // 24 hours, shortened: retries for 2 s, the endpoint off after 150 ms of failures.
    worker({ retryBaseMs: 20, retryForMs: 2_000, disableAfterMs: 150 });
    await eventually(async () => {
      const [row] = await ctx.db.withTenant(world.tenantId, (tx) =>
        tx
          .select()
          .from(webhookEndpoints)
          .where(
            and(
              eq(webhookEndpoints.tenantId, world.tenantId),
              eq(webhookEndpoints.id, endpoint.id),
            ),
          ),
      );
      expect(row).toMatchObject({ enabled: false });
      expect(row!.disabledForFailuresAt).not.toBeNull();
    });
    const mails = await ctx.db.withTenant(world.tenantId, (tx) =>
      tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.tenantId, world.tenantId), eq(outbox.toAddress, email))),
    );
    expect(mails.map((mail) => mail.subject)).toEqual(['A webhook endpoint was turned off']);
    // An endpoint turned off gets no new events.
    expect(await emit(world.tenantId)).toBeNull();
  });
});
