import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CREDENTIAL_MESSAGES } from '@tallysheet/contract/users/user-rules';
import { mfaAudit, mfaFactors, users } from '../../db/schema/index.ts';
import { bearerFor, buildTenant, buildUser, type TestUser } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';

// Issue 26 item 1: nobody takes over an account above their own, or the Billing
// Administrator's, through a password reset, an e-mail change or a second-factor reset.
let ctx: TestContext;
const logLines: Record<string, unknown>[] = [];
beforeAll(async () => {
  ctx = await createTestContext({}, undefined, {
    logger: {
      level: 'warn',
      stream: { write: (line: string) => logLines.push(JSON.parse(line)) },
    },
  });
});
afterAll(() => ctx.close());
beforeEach(() => {
  logLines.length = 0;
});

let serial = 0;
async function team(internal = false) {
  const { tenantId } = await buildTenant(ctx.db, { internal });
  const user = (role: TestUser['role']) =>
    buildUser(ctx.db, { tenantId, userId: `${role.toLowerCase()}-${++serial}`, role });
  return {
    tenantId,
    billing: await user('TenantAdmin'),
    admin: await user('admin'),
    otherAdmin: await user('admin'),
    superUser: await user('SuperUser'),
    associate: await user('assoc'),
  };
}

const call = (caller: TestUser, method: 'POST' | 'PUT', url: string, payload: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearerFor(ctx.app, caller), payload });

/** The three ways to take over an account, against `target`. */
const takeovers = (target: TestUser) => ({
  password: (caller: TestUser) =>
    call(caller, 'POST', '/users/reset-user-password', { userId: target.userId }),
  email: (caller: TestUser) =>
    call(caller, 'PUT', `/users/v2/${target.userId}`, { email: `taken.${serial}@example.com` }),
  resend: (caller: TestUser) =>
    call(caller, 'PUT', `/users/v2/${target.userId}`, { resendEmailsAndUpdatePassword: true }),
  mfa: (caller: TestUser) => call(caller, 'POST', '/users/reset-mfa', { userId: target.userId }),
});

async function enrolled(user: TestUser) {
  await ctx.db.withTenant(user.tenantId, (tx) =>
    tx.insert(mfaFactors).values({
      tenantId: user.tenantId,
      userId: user.userId,
      secret: 'sealed',
      enabledAt: new Date(),
    }),
  );
}

const stored = (user: TestUser) =>
  ctx.db.withTenant(user.tenantId, async (tx) => {
    const [row] = await tx
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(and(eq(users.tenantId, user.tenantId), eq(users.userId, user.userId)));
    return row!;
  });

describe(`credentials of a user above the caller on ${engine}`, () => {
  it("an Administrator cannot reset the Billing Administrator's password, e-mail or second factor (403 naming the rule)", async () => {
    const { billing, admin } = await team();
    await enrolled(billing);
    const before = await stored(billing);
    for (const [how, attempt] of Object.entries(takeovers(billing))) {
      const response = await attempt(admin);
      expect(response.statusCode, `${how}: ${response.body}`).toBe(403);
      expect(response.json().message).toBe(CREDENTIAL_MESSAGES.billingAdmin);
    }
    expect(await stored(billing)).toEqual(before);
  });

  it("not even a super user of an ordinary tenant touches the Billing Administrator's credentials", async () => {
    const { billing, superUser } = await team();
    await enrolled(billing);
    for (const attempt of Object.values(takeovers(billing)))
      expect((await attempt(superUser)).statusCode).toBe(403);
  });

  it('nobody resets the password, e-mail or second factor of a user whose role is above their own', async () => {
    const { admin, superUser } = await team();
    await enrolled(superUser);
    for (const [how, attempt] of Object.entries(takeovers(superUser))) {
      const response = await attempt(admin);
      expect(response.statusCode, `${how}: ${response.body}`).toBe(403);
      expect(response.json().message).toBe(CREDENTIAL_MESSAGES.above);
    }
  });

  it("an Administrator still resets an equal's or a lower user's credentials, and edits the Billing Administrator's name", async () => {
    const { billing, admin, otherAdmin, associate } = await team();
    for (const target of [otherAdmin, associate]) {
      await enrolled(target);
      const ways = takeovers(target);
      expect((await ways.password(admin)).statusCode).toBe(204);
      expect((await ways.email(admin)).statusCode).toBe(200);
      expect((await ways.mfa(admin)).statusCode).toBe(204);
    }
    const renamed = await call(admin, 'PUT', `/users/v2/${billing.userId}`, {
      name: 'Olivia Owner',
      email: billing.email,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('the Billing Administrator resets an Administrator’s credentials and changes their own e-mail', async () => {
    const { billing, admin } = await team();
    await enrolled(admin);
    const ways = takeovers(admin);
    expect((await ways.password(billing)).statusCode).toBe(204);
    expect((await ways.mfa(billing)).statusCode).toBe(204);
    expect((await takeovers(billing).email(billing)).statusCode).toBe(200);
    expect(logLines.filter((line) => line.audit)).toEqual([]);
  });

  it("a super user of an internal tenant may reset the Billing Administrator's credentials, and each use is audited", async () => {
    const { billing, superUser } = await team(true);
    await enrolled(billing);
    const ways = takeovers(billing);
    expect((await ways.password(superUser)).statusCode).toBe(204);
    expect((await ways.email(superUser)).statusCode).toBe(200);
    expect((await ways.mfa(superUser)).statusCode).toBe(204);
    const audits = logLines.flatMap((line) => (line.audit ? [line.audit] : []));
    expect(audits).toEqual(
      ['password', 'email', 'mfa'].map((credential) => ({
        event: 'credential-rule-overridden',
        credential,
        tenantId: billing.tenantId,
        actorUserId: superUser.userId,
        userId: billing.userId,
        userRole: 'TenantAdmin',
      })),
    );
    const mfaRows = await ctx.db.withTenant(billing.tenantId, (tx) =>
      tx
        .select({ event: mfaAudit.event, actorUserId: mfaAudit.actorUserId })
        .from(mfaAudit)
        .where(and(eq(mfaAudit.tenantId, billing.tenantId), eq(mfaAudit.userId, billing.userId))),
    );
    expect(mfaRows).toEqual([{ event: 'reset', actorUserId: superUser.userId }]);
  });
});
