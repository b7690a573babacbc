import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { openDatabase } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { eventually } from '../../test/eventually.ts';
import { buildTenant } from '../../test/factories.ts';
import { createTestDatabase, engine } from '../../test/harness.ts';
import { nodeArguments } from '../../test/process-entry.ts';
import { startReceiver } from '../../test/webhook-receiver.ts';
import { workerDeps } from '../../test/webhook-worker-process.ts';
import { startWebhookWorker } from './delivery.worker.ts';
import { emitWebhookEvent } from './emit.ts';

const CHILD = fileURLToPath(new URL('../../test/webhook-worker-process.ts', import.meta.url));
const KEY = 'a-secret-box-key-for-the-kill-test-only';
const SECRET = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;
const LEASE_SECONDS = 2;

describe(`a worker killed mid-delivery on ${engine}`, () => {
  const cleanup: (() => Promise<unknown> | unknown)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('the event is delivered again after the lease with the same webhook-id, and recorded as succeeded once', async () => {
    const database = await createTestDatabase({ onDisk: true });
    let db: Database = database.db;
    cleanup.push(() => database.drop());
    const receiver = await startReceiver();
    cleanup.push(() => receiver.close());

    const { tenantId } = await buildTenant(db);
    const box = workerDeps(db, database.dataDir, KEY).secrets;
    const now = new Date();
    await db.withTenant(tenantId, (tx) =>
      tx.insert(webhookEndpoints).values({
        tenantId,
        id: 'endpoint-1',
        url: receiver.url,
        events: ['client.created'],
        secret: box.seal(SECRET),
        createdAt: now,
        updatedAt: now,
      }),
    );
    await db.withTenant(tenantId, (tx) =>
      emitWebhookEvent(
        tx,
        { clock: systemClock },
        { tenantId, type: 'client.created', data: { id: 'c-1' } },
      ),
    );
    // The first POST reaches the receiver, which never answers: the worker is killed then.
    receiver.answer(() => undefined);
    // PGlite's data directory is one process's at a time: the worker process takes it over.
    if (engine === 'pglite') await db.close();

    const child: ChildProcess = spawn(process.execPath, await nodeArguments(CHILD), {
      env: {
        ...process.env,
        WEBHOOK_WORKER_PROCESS: '1',
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl ?? '',
        SECRET_BOX_KEY: KEY,
        LEASE_SECONDS: String(LEASE_SECONDS),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cleanup.push(() => child.exitCode === null && child.kill('SIGKILL'));
    await eventually(() => expect(receiver.received).toHaveLength(1), 60_000);
    child.kill('SIGKILL');
    await once(child, 'exit');

    if (engine === 'pglite') db = await openDatabase({ dataDir: database.dataDir, migrate: false });
    cleanup.push(() => db.close());
    receiver.answer((_request, res) => res.writeHead(200).end());
    const worker = startWebhookWorker({
      deps: workerDeps(db, database.dataDir, KEY),
      pollMs: 50,
      leaseSeconds: LEASE_SECONDS,
    });
    cleanup.push(() => worker.stop());
    const rows = () =>
      db.withTenant(tenantId, (tx) =>
        tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, tenantId)),
      );
    await eventually(async () => expect((await rows())[0]!.status).toBe('succeeded'), 30_000);
    await worker.drain();

    // At least once on the wire, exactly once in the record: the same webhook-id both times,
    // by which the receiver de-duplicates, and one delivery marked succeeded.
    expect(receiver.received).toHaveLength(2);
    const ids = receiver.received.map((request) => request.headers['webhook-id']);
    expect(ids[1]).toBe(ids[0]);
    for (const { body, headers } of receiver.received)
      expect(() => new Webhook(SECRET).verify(body, headers)).not.toThrow();
    const recorded = await rows();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ status: 'succeeded', responseStatus: 200 });
    expect(recorded[0]!.attempts).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
