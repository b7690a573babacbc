import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let tenantId: string;
const PASSWORD = 'Correct-horse-1';

beforeAll(async () => {
  ctx = await createTestContext();
  ({ tenantId } = await buildTenant(ctx.db));
  await buildUser(ctx.db, { tenantId, userId: 'ann', password: PASSWORD });
});
afterAll(() => ctx.close());

const signIn = async () =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/tokens/login',
      payload: { tenantId, externalUserId: 'ann', password: PASSWORD },
    })
  ).json() as { jwt: string; refreshToken: string; sessionExpiresAt: number };
const refresh = (refreshToken: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/tokens/refresh', payload: { refreshToken } });
const profile = (jwt: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/profile',
    headers: { authorization: `Bearer ${jwt}` },
  });

describe(`refresh token rotation on ${engine}`, () => {
  it('each refresh answers a new refresh token (body and cookie) in the same session', async () => {
    const first = await signIn();
    const rotated = await refresh(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const body = rotated.json();
    expect(body.refreshToken).toMatch(new RegExp(`^${tenantId}\\.`));
    expect(body.refreshToken).not.toBe(first.refreshToken);
    expect(body.sessionExpiresAt).toBe(first.sessionExpiresAt);
    expect(String(rotated.headers['set-cookie'])).toContain(
      `tallysheet_refresh=${body.refreshToken}`,
    );
    expect((await profile(body.jwt)).statusCode).toBe(200);
    const next = await refresh(body.refreshToken);
    expect(next.statusCode).toBe(200);
  });

  it('a refresh token works once: the rotated one is then refused', async () => {
    const first = await signIn();
    expect((await refresh(first.refreshToken)).statusCode).toBe(200);
    const again = await refresh(first.refreshToken);
    expect(again.statusCode).toBe(401);
  });

  it('a rotated refresh token used again ends its session: the new refresh token and the access tokens fail', async () => {
    const first = await signIn();
    const other = await signIn();
    const rotated = (await refresh(first.refreshToken)).json();
    expect((await profile(rotated.jwt)).statusCode).toBe(200);

    expect((await refresh(first.refreshToken)).statusCode).toBe(401);

    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await profile(rotated.jwt)).statusCode).toBe(401);
    expect((await profile(first.jwt)).statusCode).toBe(401);
    // Another session of the same user (another device) goes on.
    expect((await profile(other.jwt)).statusCode).toBe(200);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('two refreshes at once with the same token: one wins, and the reuse ends the session', async () => {
    const first = await signIn();
    const answers = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 401]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json();
    expect((await refresh(winner.refreshToken)).statusCode).toBe(401);
  });

  it('logout still ends the session and refuses its refresh token', async () => {
    const first = await signIn();
    const rotated = (await refresh(first.refreshToken)).json();
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/tokens/logout',
      headers: { authorization: `Bearer ${rotated.jwt}` },
    });
    expect(logout.statusCode).toBe(204);
    expect((await profile(rotated.jwt)).statusCode).toBe(401);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
  });
});
