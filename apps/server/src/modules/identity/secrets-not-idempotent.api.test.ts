import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '@tallysheet/contract/identity/tokens';
import { idempotencyKeys, mfaFactors, passwordResetCodes, users } from '../../db/schema/index.ts';
import { createTestClock } from '../../lib/clock.ts';
import { IDEMPOTENCY_MESSAGES } from '../../plugins/idempotency.ts';
import { buildTenant, buildUser, type TestUser } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';
import { sha256 } from './opaque-token.ts';
import { totpCode } from './totp.ts';

// Issue 26 items 3 and 4: a call that checks a secret (a password, a code) or answers with one
// (an MFA secret, recovery codes) refuses an Idempotency-Key. Such a request used to run in one
// transaction rolled back on any refusal, taking its failure count with it, and a success was
// stored for replay, secret and all. A fresh key with each try must change nothing.

let ctx: TestContext;
let tenantId: string;
const PASSWORD = 'Correct-horse-1';
const clock = createTestClock();
const STEP_MS = 30_000;

beforeAll(async () => {
  ctx = await createTestContext({}, undefined, { clock, mail: { worker: false } });
  ({ tenantId } = await buildTenant(ctx.db));
});
afterAll(() => ctx.close());

const fresh = () => ({ 'idempotency-key': randomUUID() });
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: `/api/tokens${url}`, payload, headers });
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
/** The 400 of a call that does not take an Idempotency-Key. */
function expectRefused(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(400);
  expect((response.json() as { issues: unknown }).issues).toEqual([
    { path: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.refused },
  ]);
}
const storedKeys = async (userId: string) =>
  ctx.db.withTenant(tenantId, (tx) =>
    tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId)),
  );
const failedSignIns = async (userId: string) => {
  const [row] = await ctx.db.withTenant(tenantId, (tx) =>
    tx.select({ n: users.failedSignIns }).from(users).where(eq(users.userId, userId)),
  );
  return row!.n;
};
/** Brings the account one failure short of its lockout (100 in an hour). */
const almostLocked = (userId: string) =>
  ctx.db.withTenant(tenantId, (tx) =>
    tx
      .update(users)
      .set({ failedSignIns: 99, failedSignInWindowStart: sql`now()` })
      .where(eq(users.userId, userId)),
  );

let serial = 0;
const member = () =>
  buildUser(ctx.db, { tenantId, userId: `idem-${++serial}`, password: PASSWORD });
async function jwtOf(user: TestUser) {
  const response = await post(
    '/login',
    { tenantId, externalUserId: user.userId, password: PASSWORD },
    {},
  );
  expect(response.json().status, response.body).toBe('SUCCESS');
  return response.json().jwt as string;
}
async function enrol(user: TestUser) {
  const jwt = await jwtOf(user);
  const { secret } = (await post('/mfa/setup', { password: PASSWORD }, bearer(jwt))).json();
  const verified = await post('/mfa/verify', { code: totpCode(secret, clock.now()) }, bearer(jwt));
  expect(verified.statusCode, verified.body).toBe(200);
  clock.advance(STEP_MS);
  return { jwt, secret: secret as string };
}

describe(`failure counters hold whatever headers come on ${engine}`, () => {
  it('sign-in: a wrong password with a fresh key is refused unchecked, and the lockout still bites', async () => {
    const user = await member();
    await almostLocked(user.userId);
    const login = (password: string, headers = {}) =>
      post('/login', { tenantId, externalUserId: user.userId, password }, headers);
    for (let i = 0; i < 3; i += 1) expectRefused(await login('Wrong-guess-1', fresh()));
    expectRefused(await login(PASSWORD, fresh()));
    expect((await login('Wrong-guess-1')).statusCode).toBe(401);
    expect(await failedSignIns(user.userId)).toBe(100);
    const locked = await login(PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(LOGIN_MESSAGES.locked);
  });

  it('change password: wrong old passwords with fresh keys are refused unchecked; the locked account refuses the right one', async () => {
    const user = await member();
    const jwt = await jwtOf(user);
    const change = (oldPassword: string, headers = {}) =>
      post(
        '/change-password',
        { oldPassword, newPassword: 'Brand-new-pass-2' },
        { ...bearer(jwt), ...headers },
      );
    for (let i = 0; i < 3; i += 1) expectRefused(await change('Wrong-guess-1', fresh()));
    expectRefused(await change(PASSWORD, fresh()));
    await almostLocked(user.userId);
    expect((await change('Wrong-guess-1')).statusCode).toBe(400);
    expect(await failedSignIns(user.userId)).toBe(100);
    const locked = await change(PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(LOGIN_MESSAGES.locked);
    expect(await storedKeys(user.userId)).toEqual([]);
  });

  it('reset code: a code with a fresh key is refused unchecked, and wrong codes still use up the five tries', async () => {
    const user = await member();
    const code = '1234567890';
    await ctx.db.withTenant(tenantId, (tx) =>
      tx.insert(passwordResetCodes).values({
        tenantId,
        userId: user.userId,
        codeHash: sha256(`${tenantId}#${user.userId}#${code}`),
        expiresAt: new Date(Date.now() + 3_600_000),
        createdAt: new Date(),
        attempts: 0,
      }),
    );
    const confirm = (verificationCode: string, headers = {}) =>
      post(
        '/confirm-forgot-password',
        {
          tenantId,
          externalUserId: user.userId,
          verificationCode,
          newPassword: 'Reset-pass-42',
        },
        headers,
      );
    for (let i = 0; i < 6; i += 1) expectRefused(await confirm('0000000000', fresh()));
    for (let i = 0; i < 5; i += 1) expect((await confirm('0000000000')).statusCode).toBe(400);
    const spent = await confirm(code);
    expect(spent.json().issues[0]).toEqual({
      path: 'verificationCode',
      message: LOGIN_MESSAGES.codeExpired,
    });
  });

  it('MFA code at sign-in: codes with fresh keys are refused unchecked, and the challenge still ends at the fifth wrong code', async () => {
    const user = await member();
    const { secret } = await enrol(user);
    const signIn = await post(
      '/login',
      { tenantId, externalUserId: user.userId, password: PASSWORD },
      {},
    );
    const { session } = signIn.json();
    const answer = (code: string, headers = {}) =>
      post('/respond-to-challenge', { session, code }, headers);
    const wrong = totpCode(secret, clock.now()) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 6; i += 1) expectRefused(await answer(wrong, fresh()));
    expectRefused(await answer(totpCode(secret, clock.now()), fresh()));
    for (let i = 0; i < 5; i += 1) expect((await answer(wrong)).statusCode).toBe(400);
    const ended = await answer(totpCode(secret, clock.now()));
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe(LOGIN_MESSAGES.challengeExpired);
  });

  it('MFA code at disable: codes with fresh keys are refused unchecked; the locked account refuses the right ones', async () => {
    const user = await member();
    const { jwt, secret } = await enrol(user);
    const disable = (password: string, code: string, headers = {}) =>
      post('/mfa/disable', { password, code }, { ...bearer(jwt), ...headers });
    const wrong = totpCode(secret, clock.now()) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1) expectRefused(await disable(PASSWORD, wrong, fresh()));
    expectRefused(await disable(PASSWORD, totpCode(secret, clock.now()), fresh()));
    await almostLocked(user.userId);
    expect((await disable(PASSWORD, wrong)).statusCode).toBe(400);
    expect(await failedSignIns(user.userId)).toBe(100);
    const locked = await disable(PASSWORD, totpCode(secret, clock.now()));
    expect(locked.statusCode).toBe(429);
    const [factor] = await ctx.db.withTenant(tenantId, (tx) =>
      tx.select().from(mfaFactors).where(eq(mfaFactors.userId, user.userId)),
    );
    expect(factor?.enabledAt).not.toBeNull();
    expect(await storedKeys(user.userId)).toEqual([]);
  });
});

describe(`answers carrying a secret are never stored for replay on ${engine}`, () => {
  it('MFA setup refuses an Idempotency-Key, and nothing is stored', async () => {
    const user = await member();
    const jwt = await jwtOf(user);
    expectRefused(await post('/mfa/setup', { password: PASSWORD }, { ...bearer(jwt), ...fresh() }));
    expect(await storedKeys(user.userId)).toEqual([]);
  });

  it('MFA verify (the recovery codes) refuses an Idempotency-Key, and nothing is stored', async () => {
    const user = await member();
    const jwt = await jwtOf(user);
    const { secret } = (await post('/mfa/setup', { password: PASSWORD }, bearer(jwt))).json();
    const code = totpCode(secret, clock.now());
    expectRefused(await post('/mfa/verify', { code }, { ...bearer(jwt), ...fresh() }));
    expect(await storedKeys(user.userId)).toEqual([]);
    // Unchecked: the same code still enrols.
    expect((await post('/mfa/verify', { code }, bearer(jwt))).statusCode).toBe(200);
    clock.advance(STEP_MS);
  });

  it('no call of the sign-in area takes an Idempotency-Key, signed in or not', async () => {
    const user = await member();
    const jwt = await jwtOf(user);
    expectRefused(await post('/logout', {}, { ...bearer(jwt), ...fresh() }));
    expectRefused(await post('/refresh', { refreshToken: 'x.y' }, fresh()));
    expectRefused(
      await post('/forgot-password', { tenantId, externalUserId: user.userId }, fresh()),
    );
    expect(await storedKeys(user.userId)).toEqual([]);
  });
});
