import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeAuthCode, LOGIN_MESSAGES } from '@tallysheet/contract/identity/tokens';
import { refreshTokens } from '../../db/schema/index.ts';
import { buildTenant, buildUser, failedSignInsOf } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let tenantId: string;
const PASSWORD = 'Correct-horse-1';

beforeAll(async () => {
  ctx = await createTestContext();
  ({ tenantId } = await buildTenant(ctx.db, { name: 'Northwind Traders' }));
  await buildUser(ctx.db, {
    tenantId,
    userId: 'ann',
    displayName: 'Ann Example',
    email: 'ann.example@northwind.example',
    password: PASSWORD,
  });
});
afterAll(() => ctx.close());

const preview = (authCode: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/tokens/auth-code/preview', payload: { authCode } });
const sessionsOf = (userId: string) =>
  ctx.db.withTenant(tenantId, (tx) =>
    tx
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.userId, userId))),
  );
const failedSignIns = (userId: string) => failedSignInsOf(ctx.db, tenantId, userId);

describe(`previewing a sign-in link (login CSRF) on ${engine}`, () => {
  it('names who the link signs in (masked e-mail) and where, without signing in', async () => {
    const response = await preview(encodeAuthCode({ tenantId, userId: 'ann', password: PASSWORD }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tenantId,
      username: 'ann',
      name: 'Ann Example',
      email: 'a***@n***.example',
      companyName: 'Northwind Traders',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sessionsOf('ann')).toEqual([]);
  });

  it('tells nothing for a wrong password, and counts it as a failed sign-in', async () => {
    const response = await preview(encodeAuthCode({ tenantId, userId: 'ann', password: 'Nope-1' }));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(LOGIN_MESSAGES.failed);
    expect(response.body).not.toContain('Ann Example');
    expect(await failedSignIns('ann')).toBe(1);
    const unknown = await preview(encodeAuthCode({ tenantId, userId: 'nobody', password: 'x' }));
    expect(unknown.statusCode).toBe(401);
  });

  it('an undecodable code is a 400 naming authCode', async () => {
    const response = await preview('not-a-code');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('authCode');
  });
});

describe(`the preview's per-IP limit on ${engine}`, () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ AUTH_RATE_LIMIT: '2' });
  });
  afterAll(() => limited.close());

  it('is counted with the rest of the tokens area: 429 past the limit', async () => {
    const code = encodeAuthCode({ tenantId: 'acme', userId: 'ann', password: 'Guess-1' });
    const ask = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/tokens/auth-code/preview',
        payload: { authCode: code },
      });
    expect((await ask()).statusCode).toBe(401);
    expect((await ask()).statusCode).toBe(401);
    expect((await ask()).statusCode).toBe(429);
  });
});
