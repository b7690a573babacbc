import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestClock } from '../../lib/clock.ts';
import { engine, useTestContext } from '../../test/harness.ts';
import { buildTenant, buildUser } from '../../test/factories.ts';
import { auditEntries } from '../../db/schema/index.ts';
import { runBillingSweep } from '../billing/billing-sweep.ts';
import { verifyChain } from './audit.service.ts';

const clock = createTestClock('2026-11-25T12:00:00Z');
const ctx = useTestContext({}, undefined, { clock });

const entriesOf = (tenantId: string) =>
  ctx.db.withTenant(tenantId, (tx) =>
    tx
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, tenantId), eq(auditEntries.entityType, 'subscription'))),
  );

describe(`jobs in the audit trail on ${engine}`, () => {
  it('a trial ended by the billing sweep leaves an entry by the system job, named; the chain verifies', async () => {
    const { tenantId } = await buildTenant(ctx.db, {
      subscriptionStatus: 'trial',
      subscriptionType: null,
      subscriptionEndDate: '2026-11-20',
    });
    await buildUser(ctx.db, { tenantId, role: 'TenantAdmin' });
    const swept = await runBillingSweep(ctx.app.deps);
    expect(swept.expired).toContain(tenantId);
    const entries = await entriesOf(tenantId);
    expect(entries).toMatchObject([
      {
        actorType: 'system',
        actorId: 'billing sweep',
        action: 'subscription.end',
        after: { subscriptionStatus: 'inactive' },
      },
    ]);
    expect(await verifyChain(ctx.db, tenantId)).toMatchObject({ valid: true });
  });
});
