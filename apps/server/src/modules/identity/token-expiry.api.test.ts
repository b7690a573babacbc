import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../lib/clock.ts';
import { buildTenant, buildUser } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let tenantId: string;
const PASSWORD = 'Correct-horse-1';
// The app's clock, moved by the test: no test here waits on the wall clock.
const clock = createTestClock();

beforeAll(async () => {
  ctx = await createTestContext({ ACCESS_TOKEN_TTL: '60', SESSION_TTL: '150' }, undefined, {
    clock,
  });
  ({ tenantId } = await buildTenant(ctx.db));
  await buildUser(ctx.db, { tenantId, userId: 'ann', password: PASSWORD });
});
afterAll(() => ctx.close());

describe(`token lifetimes on ${engine}`, () => {
  it('an access token stops working when it expires; refresh gives a new one until the session ends', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/tokens/login',
      payload: { tenantId, externalUserId: 'ann', password: PASSWORD },
    });
    const { jwt, refreshToken, sessionExpiresAt } = login.json();
    const profile = (token: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await profile(jwt)).statusCode).toBe(200);

    clock.advance(61_000);
    expect((await profile(jwt)).statusCode).toBe(401);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/tokens/refresh',
      payload: { refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().expiresAt).toBeLessThanOrEqual(sessionExpiresAt);
    expect((await profile(refreshed.json().jwt)).statusCode).toBe(200);

    clock.advance(90_000);
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/tokens/refresh',
      payload: { refreshToken },
    });
    expect(late.statusCode).toBe(401);
  });
});
