import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditEntries } from '../../db/schema/index.ts';
import { createTestClock } from '../../lib/clock.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { buildTenant, buildUser, bearerFor } from '../../test/factories.ts';
import { engine, useTestContext } from '../../test/harness.ts';
import { systemActor } from './actors.ts';
import { verifyChain } from './audit.service.ts';
import { recordAudit, type AuditEntryInput } from './record.ts';

const clock = createTestClock('2026-11-25T12:00:00Z');
const ctx = useTestContext({}, undefined, { clock });
const deps = (): ServiceDeps => ({
  ...ctx.app.deps,
  origin: { requestId: 'req-t', ip: '10.0.0.9' },
});

const change = (tenantId: string, n: number, extra: Partial<AuditEntryInput> = {}) => ({
  tenantId,
  actor: { type: 'user' as const, id: 'u1', name: 'Adam Admin' },
  action: 'update',
  entityType: 'client',
  entityId: `c${n}`,
  before: { name: `Old ${n}` },
  after: { name: `New ${n}` },
  ...extra,
});

async function tenantWithAdmin() {
  const { tenantId } = await buildTenant(ctx.db);
  const admin = await buildUser(ctx.db, { tenantId, role: 'admin', displayName: 'Adam Admin' });
  return { tenantId, admin, headers: bearerFor(ctx.app, admin) };
}

const append = (tenantId: string, entries: AuditEntryInput | AuditEntryInput[]) =>
  ctx.db.withTenant(tenantId, (tx) => recordAudit(tx, deps(), entries));

/** The database's reason for refusing a statement (drizzle wraps it as the cause). */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'allowed',
    (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
  );

/** Runs `statement` as the database's owner: outside the application roles, as a DBA would. */
const asOwner = (db: Database, statement: ReturnType<typeof sql>) =>
  db.withSystem('test: the owner edits the trail', async (tx) => {
    await tx.execute(sql`reset role`);
    await tx.execute(statement);
  });

describe(`the audit trail on ${engine}`, () => {
  it('an entry is written in the transaction of its change: a change that fails leaves none', async () => {
    const { tenantId } = await tenantWithAdmin();
    await expect(
      ctx.db.withTenant(tenantId, async (tx) => {
        await recordAudit(tx, deps(), change(tenantId, 1));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await ctx.db.withTenant(tenantId, (tx) => tx.select().from(auditEntries));
    expect(rows).toEqual([]);
    await append(tenantId, change(tenantId, 2));
    const [entry] = await ctx.db.withTenant(tenantId, (tx) => tx.select().from(auditEntries));
    expect(entry).toMatchObject({ seq: 1, entityId: 'c2', requestId: 'req-t', ip: '10.0.0.9' });
    expect(await verifyChain(ctx.db, tenantId)).toEqual({ valid: true, entries: 1 });
  });

  it('the application roles may add and read entries but never change or remove one', async () => {
    const { tenantId } = await tenantWithAdmin();
    await append(tenantId, change(tenantId, 1));
    const denied = /permission denied/;
    expect(
      await refusal(
        ctx.db.withTenant(tenantId, (tx) => tx.update(auditEntries).set({ action: 'forged' })),
      ),
    ).toMatch(denied);
    expect(await refusal(ctx.db.withTenant(tenantId, (tx) => tx.delete(auditEntries)))).toMatch(
      denied,
    );
    expect(
      await refusal(
        ctx.db.withSystem('test', (tx) => tx.update(auditEntries).set({ action: 'forged' })),
      ),
    ).toMatch(denied);
    expect(await refusal(ctx.db.withSystem('test', (tx) => tx.delete(auditEntries)))).toMatch(
      denied,
    );
    const [kept] = await ctx.db.withTenant(tenantId, (tx) => tx.select().from(auditEntries));
    expect(kept!.action).toBe('update');
  });

  it("a tenant's entries are invisible to another tenant", async () => {
    const one = await tenantWithAdmin();
    const two = await tenantWithAdmin();
    await append(one.tenantId, change(one.tenantId, 1));
    const seen = await ctx.db.withTenant(two.tenantId, (tx) => tx.select().from(auditEntries));
    expect(seen).toEqual([]);
    const listed = await ctx.app.inject({ url: '/api/admin/audit', headers: two.headers });
    expect(listed.json()).toEqual({ entries: [], count: 0 });
    await expect(append(two.tenantId, change(one.tenantId, 2))).rejects.toThrow();
  });

  it('concurrent changes of one tenant chain one after another, without a fork', async () => {
    const { tenantId } = await tenantWithAdmin();
    await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        append(tenantId, [change(tenantId, n), change(tenantId, n + 100)]),
      ),
    );
    const rows = await ctx.db.withTenant(tenantId, (tx) =>
      tx.select({ seq: auditEntries.seq }).from(auditEntries).orderBy(auditEntries.seq),
    );
    expect(rows.map((row) => row.seq)).toEqual(Array.from({ length: 16 }, (_, n) => n + 1));
    expect(await verifyChain(ctx.db, tenantId)).toEqual({ valid: true, entries: 16 });
  });

  it('a row edited by the database owner is reported as the first broken entry, by the API too', async () => {
    const { tenantId, headers } = await tenantWithAdmin();
    await append(tenantId, [change(tenantId, 1), change(tenantId, 2), change(tenantId, 3)]);
    const intact = await ctx.app.inject({ url: '/api/admin/audit/verify', headers });
    expect(intact.json()).toEqual({ valid: true, entries: 3 });
    const [second] = await ctx.db.withTenant(tenantId, (tx) =>
      tx
        .select()
        .from(auditEntries)
        .where(sql`${auditEntries.seq} = 2`),
    );
    await asOwner(
      ctx.db,
      sql`update audit_entries set after = '{"name":"Forged"}' where tenant_id = ${tenantId} and seq = 2`,
    );
    const broken = await ctx.app.inject({ url: '/api/admin/audit/verify', headers });
    expect(broken.json()).toEqual({ valid: false, entries: 1, firstBrokenId: second!.id });
  });

  it('a removed last entry breaks the chain too (the head no longer matches)', async () => {
    const { tenantId } = await tenantWithAdmin();
    await append(tenantId, [change(tenantId, 1), change(tenantId, 2)]);
    await asOwner(ctx.db, sql`delete from audit_entries where tenant_id = ${tenantId} and seq = 2`);
    expect(await verifyChain(ctx.db, tenantId)).toEqual({ valid: false, entries: 1 });
  });

  it('lists newest first, filtered and paged in SQL, with the count of every match', async () => {
    const { tenantId, admin } = await tenantWithAdmin();
    await append(tenantId, [
      change(tenantId, 1),
      change(tenantId, 2, { action: 'create' }),
      change(tenantId, 3, { actor: systemActor('approval-schedule'), entityType: 'timesheet' }),
    ]);
    clock.advance(3 * 86_400_000);
    await append(tenantId, change(tenantId, 4));
    const headers = bearerFor(ctx.app, admin); // signed in after the clock moved
    const get = (query: string) =>
      ctx.app.inject({ url: `/api/admin/audit${query}`, headers }).then((r) => r.json());
    const all = await get('');
    expect(all.count).toBe(4);
    expect(all.entries.map((e: { entityId: string }) => e.entityId)).toEqual([
      'c4',
      'c3',
      'c2',
      'c1',
    ]);
    expect(all.entries[0]).toMatchObject({
      actor: { type: 'user', id: 'u1', name: 'Adam Admin' },
      action: 'update',
      entityType: 'client',
      before: { name: 'Old 4' },
      after: { name: 'New 4' },
      requestId: 'req-t',
      ip: '10.0.0.9',
    });
    const paged = await get('?pageSize=10&page=1');
    expect(paged).toEqual({ entries: [], count: 4 });
    expect(
      (await get('?action=create')).entries.map((e: { entityId: string }) => e.entityId),
    ).toEqual(['c2']);
    expect(
      (await get('?actorType=system')).entries.map((e: { entityId: string }) => e.entityId),
    ).toEqual(['c3']);
    expect((await get('?entityType=timesheet&entityId=c3')).count).toBe(1);
    expect(await get('?entityType=client&entityId=c3')).toMatchObject({
      statusCode: 404,
      message: 'No audit entries for this entity',
    });
    expect((await get('?actorId=u1')).count).toBe(3);
    expect(
      (await get('?from=2026-11-26')).entries.map((e: { entityId: string }) => e.entityId),
    ).toEqual(['c4']);
    expect((await get('?to=2026-11-25')).count).toBe(3);
  });

  it('bad filters are a 400 naming the field; associates may not read the trail', async () => {
    const { tenantId, headers } = await tenantWithAdmin();
    const bad = await ctx.app.inject({ url: '/api/admin/audit?actorType=robot', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('actorType');
    const reversed = await ctx.app.inject({
      url: '/api/admin/audit?from=2026-11-02&to=2026-11-01',
      headers,
    });
    expect(reversed.statusCode).toBe(400);
    const associate = await buildUser(ctx.db, { tenantId });
    const denied = await ctx.app.inject({
      url: '/api/admin/audit',
      headers: bearerFor(ctx.app, associate),
    });
    expect(denied.statusCode).toBe(403);
  });

  it('exports every match as CSV and XLSX', async () => {
    const { tenantId, headers } = await tenantWithAdmin();
    await append(tenantId, [change(tenantId, 1), change(tenantId, 2, { action: 'create' })]);
    const csv = await ctx.app.inject({ url: '/api/admin/audit?format=csv&action=create', headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/audit-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^When,Actor type,Who/);
    expect(lines[1]).toContain('c2');
    const xlsx = await ctx.app.inject({ url: '/api/admin/audit?format=xlsx', headers });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('secrets given in before/after are never stored', async () => {
    const { tenantId } = await tenantWithAdmin();
    await append(
      tenantId,
      change(tenantId, 1, { after: { name: 'Ann', passwordHash: 'h', totpSecret: 's' } }),
    );
    const [row] = await ctx.db.withTenant(tenantId, (tx) => tx.select().from(auditEntries));
    expect(row!.after).toEqual({ name: 'Ann' });
  });
});
