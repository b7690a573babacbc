import { systemActor } from '../audit/actors.ts';
import { sql } from 'drizzle-orm';
import { SYSTEM_ROLE_LABELS } from '@tallysheet/contract/roles/roles';
import type { DemoAccount } from '@tallysheet/contract/util/util';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { hashPassword } from '../identity/password-hash.ts';
import { addTenant, customerTenantCount } from '../tenants/tenants.service.ts';
import { addUser } from '../users/users.service.ts';
import { seedDemoWork } from './demo-work.ts';

const DEMO_TENANT_ID = 'demo';
const DEMO_LOCK_KEY = 746_153_202;
export const DEMO_PASSWORD = 'Tallysheet-demo-1';
const DEMO_USERS = [
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

/** Whether this deployment seeds the demo tenant: when asked, else on the embedded database. */
export const demoTenantWanted = (config: Config, engine: Database['engine']) =>
  config.DEMO_TENANT ?? engine === 'pglite';

/**
 * The demo accounts the sign-in screen offers to fill in (A§6): on the local stage only, and
 * only where the demo tenant is seeded; the password is never sent from another stage.
 */
export function demoAccounts(config: Config, engine: Database['engine']): DemoAccount[] {
  if (config.STAGE !== 'local' || !demoTenantWanted(config, engine)) return [];
  return DEMO_USERS.map((user) => ({
    tenantId: DEMO_TENANT_ID,
    username: user.userId,
    label: `${user.displayName} (${SYSTEM_ROLE_LABELS[user.role]})`,
    password: DEMO_PASSWORD,
  }));
}

/** On a database without customer tenants, creates the demo tenant and says how to sign in. */
export async function ensureDemoTenant({ deps }: { deps: ServiceDeps }) {
  const { log } = deps;
  const appUrl = deps.config.APP_URL;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created = await deps.db.withSystem('demo tenant on an empty database', async (tx) => {
    // Instances starting together on one PostgreSQL: one creates it, the others then see it.
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
    // Internal tenants (the operator's own, made with the cli) do not count: no customer yet.
    if ((await customerTenantCount(tx)) > 0) return false;
    const endDate = new Date(deps.clock.now().getTime() + 365 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await addTenant(tx, {
      tenantId: DEMO_TENANT_ID,
      name: 'Demo Consulting',
      newCustomer: false,
      subscriptionStatus: 'active',
      subscriptionType: 'Monthly',
      subscriptionEndDate: endDate,
    });
    for (const user of DEMO_USERS)
      await addUser(tx, { ...user, tenantId: DEMO_TENANT_ID, passwordHash });
    return true;
  });
  if (created) {
    const caller = (userId: string) => {
      const user = DEMO_USERS.find((candidate) => candidate.userId === userId)!;
      return {
        tenantId: DEMO_TENANT_ID,
        userId,
        role: user.role,
        email: user.email,
        name: user.displayName,
        tenantInternal: false,
      };
    };
    await seedDemoWork({
      // The demo's directory is made by the start-up job, and the trail names it so.
      deps: { ...deps, origin: { requestId: 'demo', ip: '', actor: systemActor('demo seed') } },
      tenantId: DEMO_TENANT_ID,
      admin: caller('admin'),
      associate: caller('associate'),
    });
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
