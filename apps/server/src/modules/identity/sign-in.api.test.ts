import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeAuthCode } from '@tallysheet/contract/identity/tokens';
import { users } from '../../db/schema/index.ts';
import { buildTenant, buildUser, type TestUser } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let tenantId: string;
let ann: TestUser;
const PASSWORD = 'Correct-horse-1';

beforeAll(async () => {
  ctx = await createTestContext();
  ({ tenantId } = await buildTenant(ctx.db));
  ann = await buildUser(ctx.db, {
    tenantId,
    userId: 'ann',
    role: 'admin',
    displayName: 'Ann Admin',
    password: PASSWORD,
  });
});
afterAll(() => ctx.close());

const login = (body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/tokens/login', payload: body });
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
const profile = (jwt: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(jwt) });
const decode = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());

describe(`sign-in on ${engine}`, () => {
  it('answers SUCCESS with tokens, the session end and an httpOnly SameSite=Strict refresh cookie', async () => {
    const response = await login({ tenantId, externalUserId: 'ann', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'SUCCESS',
      jwt: expect.any(String),
      refreshToken: expect.stringMatching(new RegExp(`^${tenantId}\\.`)),
    });
    const now = Date.now() / 1000;
    expect(body.expiresAt).toBeGreaterThan(now + 800);
    expect(body.expiresAt).toBeLessThanOrEqual(now + 901);
    expect(body.sessionExpiresAt).toBeGreaterThan(now + 43_000);
    expect(decode(body.jwt).exp).toBe(body.expiresAt);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`tallysheet_refresh=${body.refreshToken}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    // A readable hint beside it, holding nothing secret, tells the web app a session exists.
    const hint = [response.headers['set-cookie']]
      .flat()
      .find((line) => String(line).startsWith('tallysheet_session='));
    expect(hint).toMatch(/^tallysheet_session=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).not.toContain(body.refreshToken);
  });

  it('the access token carries the claims of the contract', async () => {
    const { jwt } = (await login({ tenantId, externalUserId: 'ann', password: PASSWORD })).json();
    expect(decode(jwt)).toMatchObject({
      sub: `${tenantId}#ann`,
      tenantId,
      username: 'ann',
      role: 'admin',
      email: ann.email,
      name: 'Ann Admin',
      exp: expect.any(Number),
    });
    expect((await profile(jwt)).statusCode).toBe(200);
  });

  it('unknown tenant, unknown user and wrong password get the same 401', async () => {
    const answers = await Promise.all([
      login({ tenantId: 'no-such-tenant', externalUserId: 'ann', password: PASSWORD }),
      login({ tenantId, externalUserId: 'nobody', password: PASSWORD }),
      login({ tenantId, externalUserId: 'ann', password: 'Wrong-password-1' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Incorrect username or password.',
      });
    }
  });

  it('names each missing field', async () => {
    const response = await login({ tenantId: '', externalUserId: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'tenantId', message: 'A Customer ID is required' },
        { path: 'externalUserId', message: 'A username is required' },
        { path: 'password', message: 'A password is required' },
      ]),
    );
  });

  it('Customer ID and username are not case sensitive', async () => {
    const response = await login({
      tenantId: tenantId.toUpperCase(),
      externalUserId: 'ANN',
      password: PASSWORD,
    });
    expect(response.json().status).toBe('SUCCESS');
  });

  it('an archived user cannot sign in, and an archived user loses access at the next request', async () => {
    const bea = await buildUser(ctx.db, { tenantId, userId: 'bea', password: PASSWORD });
    const { jwt } = (await login({ tenantId, externalUserId: 'bea', password: PASSWORD })).json();
    await ctx.db.withTenant(tenantId, (tx) =>
      tx
        .update(users)
        .set({ isArchived: true })
        .where(sql`${users.userId} = ${bea.userId}`),
    );
    expect((await profile(jwt)).statusCode).toBe(403);
    const again = await login({ tenantId, externalUserId: 'bea', password: PASSWORD });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('User is disabled.');
  });

  it('logout cuts access at the very next request and revokes the refresh token', async () => {
    const { jwt, refreshToken } = (
      await login({ tenantId, externalUserId: 'ann', password: PASSWORD })
    ).json();
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/tokens/logout',
      headers: bearer(jwt),
    });
    expect(logout.statusCode).toBe(204);
    expect((await profile(jwt)).statusCode).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/tokens/refresh',
      payload: { refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('refresh works from the body and from the cookie', async () => {
    const first = await login({ tenantId, externalUserId: 'ann', password: PASSWORD });
    const { refreshToken, sessionExpiresAt } = first.json();
    const byBody = await ctx.app.inject({
      method: 'POST',
      url: '/api/tokens/refresh',
      payload: { refreshToken },
    });
    expect(byBody.statusCode).toBe(200);
    expect(byBody.json()).toMatchObject({ jwt: expect.any(String), sessionExpiresAt });
    // Each refresh token works once: the cookie carries the one the first refresh answered.
    const byCookie = await ctx.app.inject({
      method: 'POST',
      url: '/api/tokens/refresh',
      cookies: { tallysheet_refresh: byBody.json().refreshToken },
    });
    expect(byCookie.statusCode).toBe(200);
    expect((await profile(byCookie.json().jwt)).statusCode).toBe(200);
    const none = await ctx.app.inject({ method: 'POST', url: '/api/tokens/refresh' });
    expect(none.statusCode).toBe(401);
    // A refused refresh clears the session hint, so the browser stops asking.
    expect(String(none.headers['set-cookie'])).toMatch(
      /tallysheet_session=;.*Expires=Thu, 01 Jan 1970/,
    );
  });

  it('signs in with an auth code in base64 or base64url, and refuses an incomplete one', async () => {
    const bundle = { tenantId, userId: 'ann', password: PASSWORD };
    const url = encodeAuthCode(bundle);
    const plain = Buffer.from(JSON.stringify(bundle)).toString('base64');
    for (const authCode of [url, plain]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/tokens/auth-code',
        payload: { authCode },
      });
      expect(response.json().status).toBe('SUCCESS');
    }
    const partial = Buffer.from(JSON.stringify({ tenantId, userId: 'ann' })).toString('base64');
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/tokens/auth-code',
      payload: { authCode: partial },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('authCode');
  });
});

describe(`new-password challenge on ${engine}`, () => {
  const TEMPORARY = 'Temporary-pass-1';
  let carl: TestUser;
  beforeAll(async () => {
    carl = await buildUser(ctx.db, {
      tenantId,
      userId: 'carl',
      password: TEMPORARY,
      passwordTemporary: true,
      passwordExpiresAt: new Date(Date.now() + 7 * 86_400_000),
    });
  });

  it('a temporary password asks for a new one, with the spec messages, then signs in', async () => {
    const first = (await login({ tenantId, externalUserId: 'carl', password: TEMPORARY })).json();
    expect(first).toEqual({ status: 'NEW_PASSWORD_REQUIRED', session: expect.any(String) });

    const respond = (body: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/tokens/respond-to-challenge',
        payload: { session: first.session, ...body },
      });
    const missing = await respond({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([
      { path: 'newPassword', message: 'New password is required.' },
    ]);
    const weak = await respond({ newPassword: 'weakpass' });
    expect(weak.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'The string should have a minimum of 1 uppercase letter',
      'The string should have a minimum of 1 digit',
      'The string should have a minimum of 1 symbol',
    ]);
    const done = await respond({ newPassword: 'Brand-new-pass-2' });
    expect(done.json().status).toBe('SUCCESS');
    expect((await profile(done.json().jwt)).statusCode).toBe(200);

    expect(
      (await login({ tenantId, externalUserId: 'carl', password: TEMPORARY })).statusCode,
    ).toBe(401);
    expect(
      (await login({ tenantId, externalUserId: 'carl', password: 'Brand-new-pass-2' })).json()
        .status,
    ).toBe('SUCCESS');
    expect((await respond({ newPassword: 'Another-pass-3' })).statusCode).toBe(401);
  });

  it('a temporary password expires after its 7 days', async () => {
    await buildUser(ctx.db, {
      tenantId,
      userId: 'dora',
      password: TEMPORARY,
      passwordTemporary: true,
      passwordExpiresAt: new Date(Date.now() - 1000),
    });
    const response = await login({ tenantId, externalUserId: 'dora', password: TEMPORARY });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(
      'Temporary password has expired and must be reset by an administrator.',
    );
    expect(carl.userId).toBe('carl');
  });

  it('a forged challenge session is refused', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/tokens/respond-to-challenge',
      payload: { session: 'not-a-session', newPassword: 'Brand-new-pass-2' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe(`change password on ${engine}`, () => {
  it('checks the old password, cuts existing sessions and takes the new one', async () => {
    await buildUser(ctx.db, { tenantId, userId: 'eve', password: PASSWORD });
    const { jwt } = (await login({ tenantId, externalUserId: 'eve', password: PASSWORD })).json();
    const change = (body: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/tokens/change-password',
        headers: bearer(jwt),
        payload: body,
      });

    const wrong = await change({ oldPassword: 'Not-it-123!', newPassword: 'Changed-pass-9' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([{ path: 'oldPassword', message: 'Incorrect password.' }]);
    const weak = await change({ oldPassword: PASSWORD, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues[0]).toEqual({
      path: 'newPassword',
      message: 'The string should have a minimum length of 8 characters',
    });

    expect(
      (await change({ oldPassword: PASSWORD, newPassword: 'Changed-pass-9' })).statusCode,
    ).toBe(204);
    expect((await profile(jwt)).statusCode).toBe(401);
    expect((await login({ tenantId, externalUserId: 'eve', password: PASSWORD })).statusCode).toBe(
      401,
    );
    expect(
      (await login({ tenantId, externalUserId: 'eve', password: 'Changed-pass-9' })).json().status,
    ).toBe('SUCCESS');
  });
});
