import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MFA_MESSAGES, MFA_SETUP_REQUIRED } from '@tallysheet/contract/identity/mfa';
import { LOGIN_MESSAGES } from '@tallysheet/contract/identity/tokens';
import { CREDENTIAL_MESSAGES } from '@tallysheet/contract/users/user-rules';
import { auditEntries, mfaAudit, mfaFactors, tenants, users } from '../../db/schema/index.ts';
import { createTestClock } from '../../lib/clock.ts';
import { buildTenant, buildUser, type TestUser } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { totpCode } from './totp.ts';

let ctx: TestContext;
let smtp: TestSmtp;
let tenantId: string;
const PASSWORD = 'Correct-horse-1';
const STEP_MS = 30_000;
// The app's clock, moved by the test: each sign-in below takes a fresh 30-second step.
const clock = createTestClock();

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestContext({ SMTP_URL: smtp.url, BRAND_NAME: 'Tallysheet' }, undefined, {
    clock,
  });
  ({ tenantId } = await buildTenant(ctx.db));
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const post = (url: string, payload: Record<string, unknown>, jwt?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: jwt ? { authorization: `Bearer ${jwt}` } : {},
  });
const get = (url: string, jwt: string) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: `Bearer ${jwt}` } });
const login = (userId: string, password = PASSWORD) =>
  post('/tokens/login', { tenantId, externalUserId: userId, password });
const answer = (session: string, code: string) =>
  post('/tokens/respond-to-challenge', { session, code });
const nextStep = () => clock.advance(STEP_MS);
const codeNow = (secret: string, offsetSteps = 0) =>
  totpCode(secret, new Date(clock.now().getTime() + offsetSteps * STEP_MS));

let serial = 0;
async function member(values: Partial<TestUser> = {}) {
  return buildUser(ctx.db, {
    tenantId,
    userId: `mfa-${++serial}`,
    password: PASSWORD,
    ...values,
  });
}
async function jwtOf(userId: string): Promise<string> {
  const response = await login(userId);
  expect(response.json().status, response.body).toBe('SUCCESS');
  return response.json().jwt;
}
/** Enrols the user's authenticator app as the profile does; the secret and recovery codes. */
async function enrol(userId: string) {
  const jwt = await jwtOf(userId);
  const setup = await post('/tokens/mfa/setup', { password: PASSWORD }, jwt);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json();
  const verified = await post('/tokens/mfa/verify', { code: codeNow(secret) }, jwt);
  expect(verified.statusCode, verified.body).toBe(200);
  nextStep();
  return { secret, jwt, recoveryCodes: verified.json().recoveryCodes as string[] };
}
async function challenge(userId: string): Promise<string> {
  const response = await login(userId);
  expect(response.json(), response.body).toMatchObject({ status: 'MFA_REQUIRED' });
  return response.json().session;
}
const auditOf = (userId: string) =>
  ctx.db.withTenant(tenantId, (tx) =>
    tx
      .select({ event: mfaAudit.event, actorUserId: mfaAudit.actorUserId })
      .from(mfaAudit)
      .where(and(eq(mfaAudit.tenantId, tenantId), eq(mfaAudit.userId, userId)))
      .orderBy(mfaAudit.at),
  );
const mailTo = (user: TestUser, words: string) =>
  smtp.waitFor((mail) => mail.to === user.email && mail.text.includes(words));

describe(`authenticator app enrolment on ${engine}`, () => {
  it('setup gives a base32 secret and an otpauth URI labelled tenantId#username, issuer the brand', async () => {
    const user = await member();
    const response = await post(
      '/tokens/mfa/setup',
      { password: PASSWORD },
      await jwtOf(user.userId),
    );
    const { secret, otpauthUri } = response.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Tallysheet:${tenantId}%23${user.userId}?secret=${secret}&issuer=Tallysheet&algorithm=SHA1&digits=6&period=30`,
    );
  });

  it('the secret is stored sealed, never as given', async () => {
    const user = await member();
    const { secret } = (
      await post('/tokens/mfa/setup', { password: PASSWORD }, await jwtOf(user.userId))
    ).json();
    const [row] = await ctx.db.withTenant(tenantId, (tx) =>
      tx.select().from(mfaFactors).where(eq(mfaFactors.userId, user.userId)),
    );
    expect(row!.secret).not.toContain(secret);
    expect(row!.enabledAt).toBeNull();
  });

  it('a wrong code does not enable it; a right one gives ten recovery codes, audited and e-mailed', async () => {
    const user = await member();
    const jwt = await jwtOf(user.userId);
    const { secret } = (await post('/tokens/mfa/setup', { password: PASSWORD }, jwt)).json();
    const wrong = await post(
      '/tokens/mfa/verify',
      { code: '000000' === codeNow(secret) ? '111111' : '000000' },
      jwt,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([{ path: 'code', message: MFA_MESSAGES.codeInvalid }]);
    expect((await get('/tokens/mfa', jwt)).json()).toEqual({
      enabled: false,
      setupRequired: false,
    });

    const right = await post('/tokens/mfa/verify', { code: codeNow(secret) }, jwt);
    expect(right.statusCode).toBe(200);
    const { recoveryCodes } = right.json();
    expect(recoveryCodes).toHaveLength(10);
    // 16 base32 characters each: 80 bits (issue 26 item 7).
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await get('/tokens/mfa', jwt)).json()).toEqual({ enabled: true, setupRequired: false });
    expect(await auditOf(user.userId)).toEqual([{ event: 'enrolled', actorUserId: user.userId }]);
    await mailTo(user, 'Two-step verification was turned on');
    // Enrolled once: a second setup is refused rather than replacing the secret.
    expect((await post('/tokens/mfa/setup', { password: PASSWORD }, jwt)).statusCode).toBe(409);
    nextStep();
  });

  it('verify without a setup names the code field', async () => {
    const user = await member();
    const response = await post('/tokens/mfa/verify', { code: '123456' }, await jwtOf(user.userId));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'code', message: MFA_MESSAGES.noPendingSetup },
    ]);
  });

  it('a code that is not six digits is a 400 naming the code', async () => {
    const user = await member();
    const response = await post('/tokens/mfa/verify', { code: 'abc' }, await jwtOf(user.userId));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'code', message: MFA_MESSAGES.codeInvalid }]);
  });
});

describe(`sign-in with a second factor on ${engine}`, () => {
  it('after the password an enrolled user gets MFA_REQUIRED, and a current code signs in', async () => {
    const user = await member();
    const { secret } = await enrol(user.userId);
    const session = await challenge(user.userId);
    const response = await answer(session, codeNow(secret));
    expect(response.json()).toMatchObject({ status: 'SUCCESS', jwt: expect.any(String) });
    expect(String(response.headers['set-cookie'])).toContain('tallysheet_refresh=');
  });

  it('accepts the code of the step before and after now, not two steps away', async () => {
    const user = await member();
    const { secret } = await enrol(user.userId);
    // Two steps past the enrolment's, so that the step before now is unused.
    nextStep();
    expect((await answer(await challenge(user.userId), codeNow(secret, -2))).statusCode).toBe(400);
    expect((await answer(await challenge(user.userId), codeNow(secret, 2))).statusCode).toBe(400);
    expect((await answer(await challenge(user.userId), codeNow(secret, -1))).json().status).toBe(
      'SUCCESS',
    );
    expect((await answer(await challenge(user.userId), codeNow(secret, 1))).json().status).toBe(
      'SUCCESS',
    );
  });

  it('a code once accepted is never accepted again, nor an older one', async () => {
    const user = await member();
    const { secret } = await enrol(user.userId);
    const code = codeNow(secret);
    expect((await answer(await challenge(user.userId), code)).json().status).toBe('SUCCESS');
    const replay = await answer(await challenge(user.userId), code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().issues).toEqual([{ path: 'code', message: MFA_MESSAGES.codeInvalid }]);
    expect((await answer(await challenge(user.userId), codeNow(secret, -1))).statusCode).toBe(400);
  });

  it('the enrolment code cannot sign in afterwards', async () => {
    const user = await member();
    const jwt = await jwtOf(user.userId);
    const { secret } = (await post('/tokens/mfa/setup', { password: PASSWORD }, jwt)).json();
    const code = codeNow(secret);
    expect((await post('/tokens/mfa/verify', { code }, jwt)).statusCode).toBe(200);
    expect((await answer(await challenge(user.userId), code)).statusCode).toBe(400);
  });

  it('a recovery code signs in once, and its use is audited and e-mailed', async () => {
    const user = await member();
    const { recoveryCodes } = await enrol(user.userId);
    const [first] = recoveryCodes;
    const used = await answer(await challenge(user.userId), first!.toUpperCase());
    expect(used.json().status).toBe('SUCCESS');
    expect((await answer(await challenge(user.userId), first!)).statusCode).toBe(400);
    expect((await answer(await challenge(user.userId), recoveryCodes[1]!)).json().status).toBe(
      'SUCCESS',
    );
    expect((await auditOf(user.userId)).map((row) => row.event)).toEqual([
      'enrolled',
      'recovery-code-used',
      'recovery-code-used',
    ]);
    await mailTo(user, 'A recovery code was used');
  });

  it('the challenge survives four wrong codes and ends at the fifth', async () => {
    const user = await member();
    const { secret } = await enrol(user.userId);
    const session = await challenge(user.userId);
    for (let i = 0; i < 4; i++) expect((await answer(session, 'aaaaa-aaaaa')).statusCode).toBe(400);
    expect((await answer(session, codeNow(secret))).json().status).toBe('SUCCESS');

    nextStep();
    const second = await challenge(user.userId);
    for (let i = 0; i < 5; i++) expect((await answer(second, 'aaaaa-aaaaa')).statusCode).toBe(400);
    const late = await answer(second, codeNow(secret));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(LOGIN_MESSAGES.challengeExpired);
  });

  // Issue 26 item 7: the tries were read, then counted after the code was checked, so
  // concurrent wrong codes were all checked.
  it('concurrent wrong codes never get more than the five tries of a challenge', async () => {
    const user = await member();
    await enrol(user.userId);
    const session = await challenge(user.userId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => answer(session, 'aaaa-aaaa-aaaa-aaaa')),
    );
    const evaluated = answers.filter((response) => response.statusCode === 400);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(answers.every((response) => [400, 401].includes(response.statusCode))).toBe(true);
    const [row] = await ctx.db.withTenant(tenantId, (tx) =>
      tx.select({ n: users.failedSignIns }).from(users).where(eq(users.userId, user.userId)),
    );
    expect(row!.n).toBe(evaluated.length);
  });

  it('a newer sign-in replaces the running challenge', async () => {
    const user = await member();
    const { secret } = await enrol(user.userId);
    const older = await challenge(user.userId);
    await challenge(user.userId);
    expect((await answer(older, codeNow(secret))).statusCode).toBe(401);
  });

  it('the challenge expires after 5 minutes', async () => {
    const user = await member();
    const { secret } = await enrol(user.userId);
    const session = await challenge(user.userId);
    clock.advance(5 * 60_000 + 1000);
    const response = await answer(session, codeNow(secret));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(LOGIN_MESSAGES.challengeExpired);
  });

  it('wrong codes count toward the account lockout', async () => {
    const user = await member();
    const { secret } = await enrol(user.userId);
    const session = await challenge(user.userId);
    await ctx.db.withTenant(tenantId, (tx) =>
      tx
        .update(users)
        .set({ failedSignIns: 99, failedSignInWindowStart: new Date() })
        .where(and(eq(users.tenantId, tenantId), eq(users.userId, user.userId))),
    );
    expect((await answer(session, 'aaaaa-aaaaa')).statusCode).toBe(400);
    expect((await answer(session, codeNow(secret))).statusCode).toBe(429);
    expect((await login(user.userId)).statusCode).toBe(429);
  });

  it('a missing code names the field', async () => {
    const user = await member();
    await enrol(user.userId);
    const response = await post('/tokens/respond-to-challenge', {
      session: await challenge(user.userId),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'code', message: MFA_MESSAGES.codeRequired }]);
  });

  it('a temporary password is replaced first, then the code is asked', async () => {
    const user = await member();
    const { secret } = await enrol(user.userId);
    await ctx.db.withTenant(tenantId, (tx) =>
      tx
        .update(users)
        .set({ passwordTemporary: true })
        .where(and(eq(users.tenantId, tenantId), eq(users.userId, user.userId))),
    );
    const first = (await login(user.userId)).json();
    expect(first.status).toBe('NEW_PASSWORD_REQUIRED');
    const second = await post('/tokens/respond-to-challenge', {
      session: first.session,
      newPassword: 'Another-horse-2',
    });
    expect(second.json().status).toBe('MFA_REQUIRED');
    expect((await answer(second.json().session, codeNow(secret))).json().status).toBe('SUCCESS');
  });
});

describe(`turning the second factor off on ${engine}`, () => {
  it('needs the password and a current code; then sign-in asks no code; audited and e-mailed', async () => {
    const user = await member();
    const { secret, jwt } = await enrol(user.userId);
    const badPassword = await post(
      '/tokens/mfa/disable',
      { password: 'Nope-1234!', code: codeNow(secret) },
      jwt,
    );
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().issues).toEqual([
      { path: 'password', message: LOGIN_MESSAGES.oldPasswordIncorrect },
    ]);
    const badCode = await post('/tokens/mfa/disable', { password: PASSWORD, code: '12345' }, jwt);
    expect(badCode.json().issues).toEqual([{ path: 'code', message: MFA_MESSAGES.codeInvalid }]);
    const code = codeNow(secret);
    expect((await post('/tokens/mfa/disable', { password: PASSWORD, code }, jwt)).statusCode).toBe(
      204,
    );
    expect((await login(user.userId)).json().status).toBe('SUCCESS');
    expect((await auditOf(user.userId)).map((row) => row.event)).toEqual(['enrolled', 'disabled']);
    await mailTo(user, 'Two-step verification was turned off');
  });
});

describe(`an administrator's reset on ${engine}`, () => {
  it("turns off another user's second factor, audited with who did it and e-mailed to the user", async () => {
    const admin = await member({ role: 'admin' });
    const user = await member();
    await enrol(user.userId);
    const response = await post(
      '/users/reset-mfa',
      { userId: user.userId },
      await jwtOf(admin.userId),
    );
    expect(response.statusCode, response.body).toBe(204);
    expect((await login(user.userId)).json().status).toBe('SUCCESS');
    expect(await auditOf(user.userId)).toEqual([
      { event: 'enrolled', actorUserId: user.userId },
      { event: 'reset', actorUserId: admin.userId },
    ]);
    await mailTo(user, 'An administrator turned off two-step verification');
    // The audit trail has both, by who did each, without the secret.
    const trail = await ctx.db.withTenant(tenantId, (tx) =>
      tx
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.tenantId, tenantId), eq(auditEntries.entityId, user.userId)))
        .orderBy(auditEntries.seq),
    );
    expect(trail.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['secondFactor.setupStarted', user.userId],
      ['secondFactor.enrolled', user.userId],
      ['secondFactor.reset', admin.userId],
    ]);
    expect(JSON.stringify(trail.map((entry) => entry.after))).not.toMatch(/secret|code/i);
  });

  it("is refused for the caller's own and the Billing Administrator's second factor", async () => {
    const admin = await member({ role: 'admin' });
    const billing = await member({ role: 'TenantAdmin' });
    const { jwt } = await enrol(admin.userId);
    const own = await post('/users/reset-mfa', { userId: admin.userId }, jwt);
    expect(own.statusCode).toBe(400);
    expect(own.json().issues).toEqual([{ path: 'userId', message: MFA_MESSAGES.resetSelf }]);
    const theirs = await post('/users/reset-mfa', { userId: billing.userId }, jwt);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().issues).toEqual([
      { path: 'userId', message: CREDENTIAL_MESSAGES.billingAdmin },
    ]);
  });

  it('is for Administrators only, and a user without a second factor is a 400', async () => {
    const associate = await member();
    const admin = await member({ role: 'admin' });
    const other = await member();
    expect(
      (await post('/users/reset-mfa', { userId: other.userId }, await jwtOf(associate.userId)))
        .statusCode,
    ).toBe(403);
    const none = await post(
      '/users/reset-mfa',
      { userId: other.userId },
      await jwtOf(admin.userId),
    );
    expect(none.json().issues).toEqual([{ path: 'userId', message: MFA_MESSAGES.notEnrolled }]);
  });
});

describe(`the tenant's policy on ${engine}`, () => {
  it('an administrator without a second factor reaches only enrolment until enrolled', async () => {
    const { tenantId: strict } = await buildTenant(ctx.db, { requireMfaForAdministrators: true });
    const admin = await buildUser(ctx.db, { tenantId: strict, role: 'admin', password: PASSWORD });
    const associate = await buildUser(ctx.db, { tenantId: strict, password: PASSWORD });
    const signIn = async (userId: string) =>
      (
        await post('/tokens/login', {
          tenantId: strict,
          externalUserId: userId,
          password: PASSWORD,
        })
      ).json();
    const { jwt } = await signIn(admin.userId);
    expect((await get('/tokens/mfa', jwt)).json()).toEqual({ enabled: false, setupRequired: true });
    const blocked = await get('/users/v2', jwt);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      code: MFA_SETUP_REQUIRED,
      message: MFA_MESSAGES.setupRequired,
    });
    expect((await get('/profile/', jwt)).statusCode).toBe(200);
    expect((await get('/tenant/get-tenant-information', jwt)).statusCode).toBe(200);

    const { secret } = (await post('/tokens/mfa/setup', { password: PASSWORD }, jwt)).json();
    expect((await post('/tokens/mfa/verify', { code: codeNow(secret) }, jwt)).statusCode).toBe(200);
    expect((await get('/users/v2', jwt)).statusCode).toBe(200);

    // Associates are not asked.
    const other = await signIn(associate.userId);
    expect((await get('/tokens/mfa', other.jwt)).json()).toEqual({
      enabled: false,
      setupRequired: false,
    });
    nextStep();
  });

  it('is off by default', async () => {
    const [row] = await ctx.db.withSystem('test', (tx) =>
      tx
        .select({ policy: tenants.requireMfaForAdministrators })
        .from(tenants)
        .where(eq(tenants.tenantId, tenantId)),
    );
    expect(row!.policy).toBe(false);
  });
});
