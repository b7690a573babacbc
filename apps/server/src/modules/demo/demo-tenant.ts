import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tenants, users } from '../../db/schema/index.ts';
import { hashPassword } from '../identity/password-hash.ts';

export const DEMO_TENANT_ID = 'demo';
export const DEMO_PASSWORD = 'Tallysheet-demo-1';
export const DEMO_USERS = [
  {
    userId: 'owner',
    displayName: 'Olivia Owner',
    email: 'owner@demo.tallysheet.test',
    role: 'TenantAdmin' as const,
  },
  {
    userId: 'admin',
    displayName: 'Adam Admin',
    email: 'admin@demo.tallysheet.test',
    role: 'admin' as const,
  },
  {
    userId: 'associate',
    displayName: 'Ava Associate',
    email: 'associate@demo.tallysheet.test',
    role: 'assoc' as const,
  },
];

/** On a database without customer tenants, creates the demo tenant and says how to sign in. */
export async function ensureDemoTenant({
  db,
  log,
  appUrl,
}: {
  db: Database;
  log: FastifyBaseLogger;
  appUrl: string;
}) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created = await db.withSystem('demo tenant on an empty database', async (tx) => {
    // Internal tenants (the operator's own, made with the cli) do not count: no customer yet.
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(tenants)
      .where(eq(tenants.internal, false));
    if (count > 0) return false;
    const endDate = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    await tx.insert(tenants).values({
      tenantId: DEMO_TENANT_ID,
      name: 'Demo Consulting',
      newCustomer: false,
      subscriptionStatus: 'active',
      subscriptionType: 'Monthly',
      subscriptionEndDate: endDate,
    });
    await tx
      .insert(users)
      .values(DEMO_USERS.map((user) => ({ ...user, tenantId: DEMO_TENANT_ID, passwordHash })));
    return true;
  });
  if (created) {
    const lines = [
      `Demo tenant created. Sign in at ${appUrl} with`,
      `  Customer ID: ${DEMO_TENANT_ID}`,
      `  Username:    owner (Billing Administrator), admin (Administrator) or associate (Associate)`,
      `  Password:    ${DEMO_PASSWORD}`,
    ];
    log.info(lines.join('\n'));
    process.stdout.write(`\n${lines.join('\n')}\n\n`);
  }
  return created;
}
