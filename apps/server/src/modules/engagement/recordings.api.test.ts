import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDING_OFF } from '@tallysheet/contract/engagement/recordings';
import { recordings, tenants } from '../../db/schema/index.ts';
import { createTestClock } from '../../lib/clock.ts';
import { bearerFor, buildTenant, buildUser, type TestUser } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';
import { runRecordingRetention } from './recordings.service.ts';

let ctx: TestContext;
let off: TestContext;
const clock = createTestClock();
let home: { tenantId: string };
let other: { tenantId: string };
let ann: TestUser;
let bob: TestUser;
let billing: TestUser;
let superUser: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  ctx = await createTestContext(
    { SESSION_RECORDING: 'on', APP_URL: 'https://ts.example' },
    undefined,
    {
      clock,
    },
  );
  off = await createTestContext({ SESSION_RECORDING: 'off' });
  home = await buildTenant(ctx.db);
  other = await buildTenant(ctx.db);
  ann = await buildUser(ctx.db, { tenantId: home.tenantId });
  bob = await buildUser(ctx.db, { tenantId: home.tenantId, role: 'admin' });
  billing = await buildUser(ctx.db, { tenantId: home.tenantId, role: 'TenantAdmin' });
  outsider = await buildUser(ctx.db, { tenantId: other.tenantId, role: 'TenantAdmin' });
  const internal = await buildTenant(ctx.db, { internal: true });
  superUser = await buildUser(ctx.db, { tenantId: internal.tenantId, role: 'SuperUser' });
});
afterAll(async () => {
  await ctx.close();
  await off.close();
});

const event = (n: number) => ({
  type: 3,
  timestamp: 1_700_000_000_000 + n,
  data: { source: 5, text: '***' },
});
const start = (user: TestUser, app = ctx.app) =>
  app.inject({
    method: 'POST',
    url: '/api/engagement/recordings',
    headers: bearerFor(app, user),
    payload: { events: [] },
  });
const append = (user: TestUser, id: string, events: unknown[]) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/engagement/recordings/${encodeURIComponent(id)}/events`,
    headers: bearerFor(ctx.app, user),
    payload: { events },
  });
const read = (user: TestUser, id: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/engagement/recordings/${encodeURIComponent(id)}`,
    headers: bearerFor(ctx.app, user),
  });

describe(`session recordings on ${engine}`, () => {
  it('a recording starts with its id and replay URL, and takes the buffered events', async () => {
    const started = await start(ann);
    expect(started.statusCode).toBe(201);
    const { recordingId, url } = started.json();
    expect(recordingId).toMatch(new RegExp(`^${home.tenantId}\\.[0-9a-f-]{36}$`));
    expect(url).toBe(`https://ts.example/recordings/${encodeURIComponent(recordingId)}`);
    expect((await append(ann, recordingId, [event(1), event(2)])).statusCode).toBe(204);
    expect((await append(ann, recordingId, [event(3)])).statusCode).toBe(204);
    const replay = await read(billing, recordingId);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ recordingId, userId: ann.userId });
    expect(replay.json().events).toEqual([event(1), event(2), event(3)]);
  });

  it('is off unless the deployment turns it on: 403 RECORDING_OFF', async () => {
    const tenant = await buildTenant(off.db);
    const user = await buildUser(off.db, { tenantId: tenant.tenantId });
    const response = await start(user, off.app);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(RECORDING_OFF);
  });

  it('a tenant that turned it off gets 403 RECORDING_OFF, to start and to append', async () => {
    const tenant = await buildTenant(ctx.db, { sessionRecording: false });
    const user = await buildUser(ctx.db, { tenantId: tenant.tenantId });
    const response = await start(user);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(RECORDING_OFF);
  });

  it("only the recording's own user appends to it; anyone else gets 404", async () => {
    const { recordingId } = (await start(ann)).json();
    expect((await append(bob, recordingId, [event(1)])).statusCode).toBe(404);
    expect((await append(outsider, recordingId, [event(1)])).statusCode).toBe(404);
  });

  it("the tenant's Billing Administrator and an internal super user replay it; others get 404", async () => {
    const { recordingId } = (await start(ann)).json();
    expect((await read(billing, recordingId)).statusCode).toBe(200);
    expect((await read(superUser, recordingId)).statusCode).toBe(200);
    expect((await read(outsider, recordingId)).statusCode).toBe(404);
    expect((await read(ann, recordingId)).statusCode).toBe(404);
    expect((await read(bob, recordingId)).statusCode).toBe(404);
    expect((await read(billing, 'not-an-id')).statusCode).toBe(404);
  });

  it('more than 1000 events at once is a 400 naming events', async () => {
    const { recordingId } = (await start(ann)).json();
    const response = await append(
      ann,
      recordingId,
      Array.from({ length: 1001 }, (_, n) => event(n)),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('events');
  });

  it('the retention sweep deletes recordings older than RECORDING_RETENTION_DAYS (14)', async () => {
    const { recordingId: old } = (await start(ann)).json();
    clock.advance(10 * 86_400_000);
    const { recordingId: recent } = (await start(ann)).json();
    clock.advance(5 * 86_400_000);
    expect(await runRecordingRetention(ctx.app.deps)).toBeGreaterThanOrEqual(1);
    expect((await read(billing, old)).statusCode).toBe(404);
    expect((await read(billing, recent)).statusCode).toBe(200);
  });

  it("a tenant's recordings go with the tenant", async () => {
    const tenant = await buildTenant(ctx.db);
    const user = await buildUser(ctx.db, { tenantId: tenant.tenantId });
    await start(user);
    await ctx.db.withSystem('test', (tx) =>
      tx.delete(tenants).where(eq(tenants.tenantId, tenant.tenantId)),
    );
    const left = await ctx.db.withSystem('test', (tx) =>
      tx.select().from(recordings).where(eq(recordings.tenantId, tenant.tenantId)),
    );
    expect(left).toEqual([]);
  });
});
