import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDING_FULL } from '@tallysheet/contract/engagement/recordings';
import type { App } from '../../app.ts';
import { recordings } from '../../db/schema/index.ts';
import { bearerFor, buildTenant, buildUser, type TestUser } from '../../test/factories.ts';
import {
  createSecondInstance,
  createTestContext,
  engine,
  type TestContext,
} from '../../test/harness.ts';

// Issue 26: what one recording and one tenant's recordings hold is capped (413 past it), and
// starting or appending is limited per user across every instance.
let ctx: TestContext;
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({
    SESSION_RECORDING: 'on',
    RECORDING_MAX_EVENTS: '5',
    RECORDING_MAX_BYTES: '2KB',
    RECORDING_TENANT_MAX_EVENTS: '8',
    RECORDING_TENANT_MAX_BYTES: '3KB',
  });
  const tenant = await buildTenant(ctx.db);
  ann = await buildUser(ctx.db, { tenantId: tenant.tenantId });
  bob = await buildUser(ctx.db, { tenantId: tenant.tenantId });
});
afterAll(() => ctx.close());

const event = (n: number, text = '***') => ({ type: 3, timestamp: 1_700_000_000_000 + n, text });
const start = (user: TestUser, events: unknown[] = [], app: App = ctx.app) =>
  app.inject({
    method: 'POST',
    url: '/api/engagement/recordings',
    headers: bearerFor(app, user),
    payload: { events },
  });
const append = (user: TestUser, id: string, events: unknown[], app: App = ctx.app) =>
  app.inject({
    method: 'POST',
    url: `/api/engagement/recordings/${encodeURIComponent(id)}/events`,
    headers: bearerFor(app, user),
    payload: { events },
  });
const events = (count: number, text?: string) =>
  Array.from({ length: count }, (_, n) => event(n, text));

describe(`recording limits on ${engine}`, () => {
  it('a recording takes at most RECORDING_MAX_EVENTS events: past it a 413 naming the limit, and nothing is added', async () => {
    const { recordingId } = (await start(ann, events(2))).json();
    expect((await append(ann, recordingId, events(3))).statusCode).toBe(204);
    const full = await append(ann, recordingId, events(1));
    expect(full.statusCode).toBe(413);
    expect(full.json().code).toBe(RECORDING_FULL);
    expect(full.json().message).toContain('at most 5 events');
    expect(full.json().message).toContain('RECORDING_MAX_EVENTS');
    const [held] = await ctx.db.withSystem('test', (tx) =>
      tx
        .select({ events: recordings.events, count: recordings.eventCount })
        .from(recordings)
        .where(eq(recordings.recordingId, recordingId.split('.')[1])),
    );
    expect(held).toMatchObject({ count: 5 });
    expect(held!.events).toHaveLength(5);
  });

  it('a recording takes at most RECORDING_MAX_BYTES: a start or an append past it is a 413 naming the limit', async () => {
    const big = events(1, 'x'.repeat(2100));
    const started = await start(bob, big);
    expect(started.statusCode).toBe(413);
    expect(started.json().message).toContain('2 KB');
    expect(started.json().message).toContain('RECORDING_MAX_BYTES');
    const { recordingId } = (await start(bob)).json();
    expect((await append(bob, recordingId, big)).statusCode).toBe(413);
  });

  it("a tenant's recordings together take at most RECORDING_TENANT_MAX_EVENTS events and RECORDING_TENANT_MAX_BYTES", async () => {
    // The tests above left 5 events in the tenant; 3 more fill it, in another recording.
    const { recordingId } = (await start(bob, events(3))).json();
    const full = await append(bob, recordingId, events(1));
    expect(full.statusCode).toBe(413);
    expect(full.json().code).toBe(RECORDING_FULL);
    expect(full.json().message).toContain('RECORDING_TENANT_MAX_EVENTS');
    expect((await start(ann, events(1))).statusCode).toBe(413);

    // Another tenant has its own room; bytes count across its recordings too.
    const other = await buildTenant(ctx.db);
    const carl = await buildUser(ctx.db, { tenantId: other.tenantId });
    const half = events(1, 'y'.repeat(1600));
    expect((await start(carl, half)).statusCode).toBe(201);
    const second = await start(carl, half);
    expect(second.statusCode).toBe(413);
    expect(second.json().message).toContain('3 KB');
    expect(second.json().message).toContain('RECORDING_TENANT_MAX_BYTES');
  });
});

describe(`the recording rate limit on ${engine}`, () => {
  let limited: TestContext;
  let second: App;
  let dee: TestUser;
  let eve: TestUser;
  beforeAll(async () => {
    limited = await createTestContext({ SESSION_RECORDING: 'on', RECORDING_RATE_LIMIT: '4' });
    // On PostgreSQL two apps on one database stand in for two instances sharing the count.
    second = engine === 'postgres' ? await createSecondInstance(limited) : limited.app;
    const tenant = await buildTenant(limited.db);
    dee = await buildUser(limited.db, { tenantId: tenant.tenantId });
    eve = await buildUser(limited.db, { tenantId: tenant.tenantId });
  });
  afterAll(async () => {
    if (second !== limited.app) await second.close();
    await limited.close();
  });

  it('one user starts or appends at most RECORDING_RATE_LIMIT times a minute, on every instance together; another user keeps their own count', async () => {
    const { recordingId } = (await start(dee, [], limited.app)).json();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const app = i % 2 === 0 ? second : limited.app;
      statuses.push((await append(dee, recordingId, [event(i)], app)).statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect((await start(eve, [], limited.app)).statusCode).toBe(201);
  });
});
