import { randomBytes } from 'node:crypto';
import type { SystemRole } from '@tallysheet/contract/roles/roles';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { tenants, users } from '../db/schema/index.ts';
import { hashPassword } from '../modules/identity/password-hash.ts';
import { internalUserId } from '../modules/identity/access-token.ts';

const suffix = () => randomBytes(4).toString('hex');

/** A tenant on an active subscription unless told otherwise. */
export async function buildTenant(db: Database, values: Partial<typeof tenants.$inferInsert> = {}) {
  const row = {
    tenantId: `t-${suffix()}`,
    name: 'Acme Consulting',
    newCustomer: false,
    subscriptionStatus: 'active' as const,
    subscriptionType: 'Monthly' as const,
    ...values,
  };
  await db.withSystem('test fixture', (tx) => tx.insert(tenants).values(row));
  return row;
}

export interface TestUser {
  tenantId: string;
  userId: string;
  role: SystemRole;
  email: string;
  displayName: string;
  password: string;
}

/** A user of `tenantId`; with a password hash only when asked, since hashing is slow. */
export async function buildUser(
  db: Database,
  values: Partial<typeof users.$inferInsert> & { tenantId: string; password?: string },
): Promise<TestUser> {
  const { password, ...rest } = values;
  const userId = rest.userId ?? `user-${suffix()}`;
  const row = {
    userId,
    displayName: `Test ${userId}`,
    email: `${userId}@example.com`,
    role: 'assoc' as SystemRole,
    passwordHash: password ? await hashPassword(password) : null,
    ...rest,
  };
  await db.withTenant(row.tenantId, (tx) => tx.insert(users).values(row));
  return { ...row, password: password ?? '' };
}

/** A bearer header for a user, as sign-in would issue it. */
export function bearerFor(
  app: App,
  user: Pick<TestUser, 'tenantId' | 'userId' | 'role' | 'email' | 'displayName'>,
  tokenVersion = 0,
) {
  const jwt = app.signAccessToken({
    sub: internalUserId(user.tenantId, user.userId),
    tenantId: user.tenantId,
    username: user.userId,
    role: user.role,
    email: user.email,
    name: user.displayName,
    tv: tokenVersion,
    exp: Math.floor(Date.now() / 1000) + app.config.ACCESS_TOKEN_TTL,
  });
  return { authorization: `Bearer ${jwt}` };
}
