import { createPublicKey, verify } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '@tallysheet/contract/audit/audit';
import type { Database } from '../../db/client.ts';
import { auditCheckpoints, auditEntries } from '../../db/schema/index.ts';
import { createTestClock } from '../../lib/clock.ts';
import { buildTenant, buildUser, bearerFor } from '../../test/factories.ts';
import { engine, useTestContext } from '../../test/harness.ts';
import { recordAudit, type AuditEntryInput } from './record.ts';
import { PRUNE_JOB } from './retention-entries.ts';
import { pruneTenantAudit, runAuditRetention } from './retention.service.ts';

const clock = createTestClock('2020-03-01T12:00:00Z');
const ctx = useTestContext({}, undefined, { clock });
const YEAR = 365 * 24 * 3_600_000;

const change = (tenantId: string, n: number): AuditEntryInput => ({
  tenantId,
  actor: { type: 'user', id: 'u1', name: 'Adam Admin' },
  action: 'update',
  entityType: 'client',
  entityId: `c${n}`,
  before: { name: `Old ${n}` },
  after: { name: `New ${n}` },
});

const append = (tenantId: string, ns: number[]) =>
  ctx.db.withTenant(tenantId, (tx) =>
    recordAudit(
      tx,
      ctx.app.deps,
      ns.map((n) => change(tenantId, n)),
    ),
  );

async function tenantWithAdmin() {
  const { tenantId } = await buildTenant(ctx.db);
  const admin = await buildUser(ctx.db, { tenantId, role: 'admin', displayName: 'Adam Admin' });
  return { tenantId, admin, headers: () => bearerFor(ctx.app, admin) };
}

const entriesOf = (tenantId: string) =>
  ctx.db.withTenant(tenantId, (tx) =>
    tx
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.tenantId, tenantId))
      .orderBy(asc(auditEntries.seq)),
  );

const verifyOf = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ url: '/api/admin/audit/verify', headers })).json();

/** The database's reason for refusing a statement (drizzle wraps it as the cause). */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'allowed',
    (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
  );

/** Runs `statement` as the database's owner: outside the application roles, as a DBA would. */
const asOwner = (db: Database, statement: ReturnType<typeof sql>) =>
  db.withSystem('test: the owner edits the checkpoints', async (tx) => {
    await tx.execute(sql`reset role`);
    await tx.execute(statement);
  });

/** A tenant whose trail has three entries from 2020 and two from 2024, kept for 3 years. */
async function agedTrail() {
  const tenant = await tenantWithAdmin();
  clock.set('2020-03-01T12:00:00Z');
  await append(tenant.tenantId, [1, 2, 3]);
  clock.set('2024-06-01T12:00:00Z');
  await append(tenant.tenantId, [4, 5]);
  const put = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/audit/retention',
    headers: tenant.headers(),
    payload: { years: 3 },
  });
  expect(put.statusCode, put.body).toBe(200);
  return tenant;
}

describe(`audit trail retention on ${engine}`, () => {
  it('keeps entries for the tenant’s life by default; the setting validates and naming the field', async () => {
    const { headers } = await tenantWithAdmin();
    const read = await ctx.app.inject({ url: '/api/admin/audit/retention', headers: headers() });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ years: null, checkpoint: null });
    for (const years of [0, 51, 2.5, '3', undefined]) {
      const bad = await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/audit/retention',
        headers: headers(),
        payload: { years },
      });
      expect(bad.statusCode, `years ${String(years)}`).toBe(400);
      expect(bad.body).toContain('years');
    }
  });

  it('changing the setting leaves an entry; associates may neither read nor change it', async () => {
    const { tenantId, headers } = await tenantWithAdmin();
    for (const years of [7, null]) {
      const put = await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/audit/retention',
        headers: headers(),
        payload: { years },
      });
      expect(put.json()).toEqual({ years, checkpoint: null });
    }
    const entries = await entriesOf(tenantId);
    expect(entries.map((e) => [e.entityType, e.before, e.after, e.actorType])).toEqual([
      ['auditRetention', { years: null }, { years: 7 }, 'user'],
      ['auditRetention', { years: 7 }, { years: null }, 'user'],
    ]);
    const associate = await buildUser(ctx.db, { tenantId });
    for (const method of ['GET', 'PUT'] as const) {
      const denied = await ctx.app.inject({
        method,
        url: '/api/admin/audit/retention',
        headers: bearerFor(ctx.app, associate),
        payload: method === 'PUT' ? { years: 1 } : undefined,
      });
      expect(denied.statusCode).toBe(403);
    }
  });

  it('a prune removes only the entries older than the retention, leaves its entry, and the chain verifies from its signed checkpoint', async () => {
    const { tenantId, headers } = await agedTrail();
    const before = await entriesOf(tenantId);
    expect(before.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);

    expect(await runAuditRetention(ctx.app.deps)).toBeGreaterThanOrEqual(3);
    const after = await entriesOf(tenantId);
    expect(after.map((e) => e.seq)).toEqual([4, 5, 6, 7]);
    expect(after[0]!.prevHash).toBe(before[2]!.hash);
    const prune = after.at(-1)!;
    expect(prune).toMatchObject({
      actorType: 'system',
      actorId: PRUNE_JOB,
      action: 'prune',
      entityType: 'auditTrail',
      entityId: tenantId,
    });
    expect(prune.after).toMatchObject({
      throughSeq: 3,
      throughEntryId: before[2]!.id,
      throughDigest: before[2]!.hash,
      pruned: 3,
      retentionYears: 3,
      olderThan: '2021-06-01T12:00:00.000Z',
    });

    const verified = await verifyOf(headers());
    expect(verified).toMatchObject({ valid: true, entries: 4 });
    expect(verified.checkpoint).toMatchObject({
      seq: 3,
      entryId: before[2]!.id,
      hash: before[2]!.hash,
      pruned: 3,
      at: '2024-06-01T12:00:00.000Z',
      signatureValid: true,
    });
    const read = await ctx.app.inject({ url: '/api/admin/audit/retention', headers: headers() });
    expect(read.json().checkpoint).toMatchObject({ id: prune.after!.checkpointId, seq: 3 });

    // Nothing is old enough the next day; three years on, the next prefix goes from the last checkpoint.
    clock.advance(24 * 3_600_000);
    expect(await pruneTenantAudit(ctx.app.deps, { tenantId, years: 3 })).toBe(0);
    clock.advance(3 * YEAR);
    expect(await pruneTenantAudit(ctx.app.deps, { tenantId, years: 3 })).toBe(4);
    expect((await entriesOf(tenantId)).map((e) => e.seq)).toEqual([8]);
    expect(await verifyOf(headers())).toMatchObject({
      valid: true,
      entries: 1,
      checkpoint: { seq: 7, pruned: 4, signatureValid: true },
    });
  });

  it('anyone can check a checkpoint with the published public key', async () => {
    const { tenantId } = await agedTrail();
    await pruneTenantAudit(ctx.app.deps, { tenantId, years: 3 });
    const key = await ctx.app.inject({ url: '/api/util/audit-key' });
    expect(key.statusCode).toBe(200);
    const { publicKeyPem, keyId, algorithm } = key.json();
    expect(algorithm).toBe('Ed25519');
    const [row] = await ctx.db.withTenant(tenantId, (tx) => tx.select().from(auditCheckpoints));
    expect(row!.keyId).toBe(keyId);
    const content = canonicalJson({
      tenantId,
      id: row!.id,
      seq: row!.seq,
      entryId: row!.entryId,
      hash: row!.hash,
      pruned: row!.pruned,
      at: row!.at.toISOString(),
      keyId: row!.keyId,
    });
    const check = (text: string) =>
      verify(
        null,
        Buffer.from(text),
        createPublicKey(publicKeyPem),
        Buffer.from(row!.signature, 'base64url'),
      );
    expect(check(content)).toBe(true);
    expect(check(content.replace(`"pruned":${row!.pruned}`, '"pruned":2'))).toBe(false);
  });

  it('a checkpoint edited as the database owner is reported as the first broken item, and one removed breaks the chain', async () => {
    const { tenantId, headers } = await agedTrail();
    await pruneTenantAudit(ctx.app.deps, { tenantId, years: 3 });
    const [row] = await ctx.db.withTenant(tenantId, (tx) => tx.select().from(auditCheckpoints));
    await asOwner(
      ctx.db,
      sql`update audit_checkpoints set pruned = 2 where tenant_id = ${tenantId}`,
    );
    expect(await verifyOf(headers())).toMatchObject({
      valid: false,
      entries: 0,
      firstBrokenId: row!.id,
      checkpoint: { id: row!.id, signatureValid: false },
    });
    await asOwner(ctx.db, sql`delete from audit_checkpoints where tenant_id = ${tenantId}`);
    const [firstKept] = await entriesOf(tenantId);
    expect(await verifyOf(headers())).toEqual({
      valid: false,
      entries: 0,
      firstBrokenId: firstKept!.id,
    });
  });

  it('the application roles still cannot change or remove entries, write checkpoints, or call the pruning function', async () => {
    const { tenantId } = await agedTrail();
    const denied = /permission denied/;
    const cut = sql`select tallysheet_audit_prune(${tenantId}, 'x', 1, 'x', 'x', 1, now(), 'x', 'x')`;
    expect(await refusal(ctx.db.withTenant(tenantId, (tx) => tx.delete(auditEntries)))).toMatch(
      denied,
    );
    expect(
      await refusal(
        ctx.db.withTenant(tenantId, (tx) => tx.update(auditEntries).set({ action: 'forged' })),
      ),
    ).toMatch(denied);
    expect(await refusal(ctx.db.withSystem('test', (tx) => tx.delete(auditEntries)))).toMatch(
      denied,
    );
    expect(await refusal(ctx.db.withTenant(tenantId, (tx) => tx.execute(cut)))).toMatch(denied);
    const forged = {
      tenantId,
      id: 'forged',
      seq: 3,
      entryId: 'x',
      hash: 'x',
      pruned: 3,
      at: clock.now(),
      keyId: 'x',
      signature: 'x',
    };
    for (const as of ['tenant', 'system'] as const) {
      const run =
        as === 'tenant'
          ? ctx.db.withTenant.bind(ctx.db, tenantId)
          : ctx.db.withSystem.bind(ctx.db, 'test');
      expect(await refusal(run((tx) => tx.insert(auditCheckpoints).values(forged)))).toMatch(
        denied,
      );
      expect(await refusal(run((tx) => tx.update(auditCheckpoints).set({ pruned: 1 })))).toMatch(
        denied,
      );
    }
    expect((await entriesOf(tenantId)).length).toBe(6);
  });

  it('the pruning function cuts only a prefix named by a true checkpoint of one tenant', async () => {
    const { tenantId } = await agedTrail();
    const [, second, third] = await entriesOf(tenantId);
    const call = (seq: number, entryId: string, hash: string, pruned: number) =>
      refusal(
        ctx.db.withSystem('test', (tx) =>
          tx.execute(
            sql`select tallysheet_audit_prune(${tenantId}, ${`cp-${seq}-${pruned}`}, ${seq}, ${entryId}, ${hash}, ${pruned}, now(), 'k', 's')`,
          ),
        ),
      );
    expect(await call(3, third!.id, second!.hash, 3)).toMatch(/does not name the entry/);
    expect(await call(3, third!.id, third!.hash, 2)).toMatch(/3 entries would go/);
    expect(await call(99, third!.id, third!.hash, 3)).toMatch(/not in the chain/);
    const other = await tenantWithAdmin();
    expect(
      await refusal(
        ctx.db.withSystem('test', (tx) =>
          tx.execute(
            sql`select tallysheet_audit_prune(${other.tenantId}, 'cp', 3, ${third!.id}, ${third!.hash}, 3, now(), 'k', 's')`,
          ),
        ),
      ),
    ).toMatch(/not in the chain/);
    expect(await call(2, second!.id, second!.hash, 2)).toBe('allowed');
    expect(await call(2, second!.id, second!.hash, 2)).toMatch(/not in the chain/);
    expect((await entriesOf(tenantId)).map((e) => e.seq)).toEqual([3, 4, 5, 6]);
    const rows = await ctx.db.withTenant(tenantId, (tx) =>
      tx
        .select()
        .from(auditCheckpoints)
        .where(and(eq(auditCheckpoints.tenantId, tenantId))),
    );
    expect(rows).toHaveLength(1);
  });
});
