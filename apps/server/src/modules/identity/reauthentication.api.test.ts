import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@tallysheet/contract/identity/password';
import { LOGIN_MESSAGES } from '@tallysheet/contract/identity/tokens';
import { mfaFactors, users } from '../../db/schema/index.ts';
import { createTestClock } from '../../lib/clock.ts';
import { buildTenant, buildUser, failedSignInsOf } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';
import { FAILED_SIGN_IN_LIMIT } from './identity.repository.ts';
import { totpCode } from './totp.ts';

let ctx: TestContext;
let tenantId: string;
const PASSWORD = 'Correct-horse-1';
const clock = createTestClock();

beforeAll(async () => {
  ctx = await createTestContext({}, undefined, { clock });
  ({ tenantId } = await buildTenant(ctx.db));
});
afterAll(() => ctx.close());

const post = (url: string, payload: Record<string, unknown>, jwt: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: { authorization: `Bearer ${jwt}` },
  });
let serial = 0;
async function signedIn() {
  const user = await buildUser(ctx.db, { tenantId, userId: `re-${++serial}`, password: PASSWORD });
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/tokens/login',
    payload: { tenantId, externalUserId: user.userId, password: PASSWORD },
  });
  return { userId: user.userId, jwt: login.json().jwt as string };
}
const failedSignIns = (userId: string) => failedSignInsOf(ctx.db, tenantId, userId);
const pendingFactor = async (userId: string) =>
  ctx.db.withTenant(tenantId, (tx) =>
    tx
      .select()
      .from(mfaFactors)
      .where(and(eq(mfaFactors.tenantId, tenantId), eq(mfaFactors.userId, userId))),
  );
const lock = (userId: string) =>
  ctx.db.withTenant(tenantId, (tx) =>
    tx
      .update(users)
      .set({ failedSignIns: FAILED_SIGN_IN_LIMIT, failedSignInWindowStart: clock.now() })
      .where(and(eq(users.tenantId, tenantId), eq(users.userId, userId))),
  );

describe(`re-authentication for the second factor on ${engine}`, () => {
  it('enrolling asks for the password again: missing is a 400 naming it', async () => {
    const { jwt } = await signedIn();
    const response = await post('/tokens/mfa/setup', {}, jwt);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'password', message: PASSWORD_MESSAGES.required },
    ]);
  });

  it('a wrong password at enrolment is a 400 naming it, starts nothing and counts as a failed sign-in', async () => {
    const { userId, jwt } = await signedIn();
    const response = await post('/tokens/mfa/setup', { password: 'Wrong-horse-1' }, jwt);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'password', message: LOGIN_MESSAGES.oldPasswordIncorrect },
    ]);
    expect(await pendingFactor(userId)).toEqual([]);
    expect(await failedSignIns(userId)).toBe(1);
    const right = await post('/tokens/mfa/setup', { password: PASSWORD }, jwt);
    expect(right.statusCode).toBe(200);
    expect(right.json().secret).toMatch(/^[A-Z2-7]+$/);
  });

  it('a wrong password when turning it off counts as a failed sign-in', async () => {
    const { userId, jwt } = await signedIn();
    const { secret } = (await post('/tokens/mfa/setup', { password: PASSWORD }, jwt)).json();
    await post('/tokens/mfa/verify', { code: totpCode(secret, clock.now()) }, jwt);
    clock.advance(30_000);
    const wrong = await post(
      '/tokens/mfa/disable',
      { password: 'Wrong-horse-1', code: totpCode(secret, clock.now()) },
      jwt,
    );
    expect(wrong.statusCode).toBe(400);
    expect(await failedSignIns(userId)).toBe(1);
  });

  it('an account locked by failed passwords is refused (429) at enrolment and at turning off, even with the right password', async () => {
    const { userId, jwt } = await signedIn();
    await lock(userId);
    const setup = await post('/tokens/mfa/setup', { password: PASSWORD }, jwt);
    expect(setup.statusCode).toBe(429);
    expect(setup.json().message).toBe(LOGIN_MESSAGES.locked);
    const disable = await post('/tokens/mfa/disable', { password: PASSWORD, code: '123456' }, jwt);
    expect(disable.statusCode).toBe(429);
  });
});
