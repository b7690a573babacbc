import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, buildTenant, buildUser, type TestUser } from '../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../test/harness.ts';
import { requestViolations } from '../test/openapi-responses.ts';
import { NO_BODY_MESSAGE } from './no-body.ts';

// Issue 26: a validating proxy (Prism + Ajv) over live exchanges found the document and the API
// apart: bodies accepted where the document declares none, and a bearer declared on the approval
// link's calls, which take the link's token instead.
// On PGlite only (vitest.config.ts: engineIndependentApiTests): a body refused before any
// query and the document's declarations are the same whatever the engine.
let ctx: TestContext;
let user: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  const { tenantId } = await buildTenant(ctx.db);
  user = await buildUser(ctx.db, { tenantId });
  admin = await buildUser(ctx.db, { tenantId, role: 'admin' });
});
afterAll(() => ctx.close());

type Json = Record<string, unknown>;
const documentOf = () =>
  ctx.app.swagger() as unknown as {
    paths: Record<string, Record<string, Json>>;
    security?: Json[];
  };

describe(`the API takes what its OpenAPI document says on ${engine}`, () => {
  it('a call whose document declares no request body refuses one with a 400 naming body', async () => {
    const resend = `/api/ts/resend-approval-emails/${encodeURIComponent('x#y#20261128_20261204')}`;
    const calls = [
      { url: '/api/tokens/logout', as: user },
      { url: resend, as: admin },
    ];
    for (const call of calls) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: call.url,
        headers: bearerFor(ctx.app, call.as),
        payload: { anything: 'at all' },
      });
      expect(response.statusCode, call.url).toBe(400);
      expect(response.json().issues).toEqual([{ path: 'body', message: NO_BODY_MESSAGE }]);
    }
    // Without a body the call goes on to its own answer (no such timesheet).
    const withoutBody = await ctx.app.inject({
      method: 'POST',
      url: resend,
      headers: bearerFor(ctx.app, admin),
    });
    expect(withoutBody.statusCode, withoutBody.body).toBe(404);
    // An empty JSON object, as many clients send with a POST, carries nothing: no body.
    const emptyObject = await ctx.app.inject({
      method: 'POST',
      url: resend,
      headers: bearerFor(ctx.app, admin),
      payload: {},
    });
    expect(emptyObject.statusCode, emptyObject.body).toBe(404);
  });

  it("the approval link's calls declare no security scheme: the link's token in the path is the credential", async () => {
    const { paths } = documentOf();
    for (const method of ['get', 'post']) {
      const operation = paths['/api/ts/approval/{token}']![method]!;
      expect(operation.security, method).toEqual([]);
      expect(operation.description, method).toMatch(/link's token in the path.*credential/);
    }
  });

  it('every public or link-token call declares no required security scheme; every other declares one', async () => {
    const document = documentOf();
    const problems: string[] = [];
    for (const route of ctx.app.routeTable) {
      const operation =
        document.paths[route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[
          route.method.toLowerCase()
        ];
      if (!operation) continue;
      const security = (operation.security ?? document.security ?? []) as Json[];
      const required = security.length > 0 && !security.some((item) => !Object.keys(item).length);
      const open = route.access === 'public' || route.access === 'token';
      if (open === required) problems.push(`${route.method} ${route.url} (${route.access})`);
    }
    expect(problems).toEqual([]);
  });

  it('the request check fails a run on a body accepted without a declared one, and on security declared for a public or token call', () => {
    const token = { routeOptions: { config: { access: 'token' } } };
    const signedIn = { routeOptions: { config: { access: 'signedIn' } } };
    const bearer = [{ bearer: [] }];
    expect(
      requestViolations({ ...signedIn, body: { a: 1 } }, 200, { responses: {} }, bearer),
    ).toEqual(['a request body was accepted, but the operation declares none']);
    expect(requestViolations({ ...signedIn, body: { a: 1 } }, 400, {}, bearer)).toEqual([]);
    expect(requestViolations({ ...signedIn, body: {} }, 200, {}, bearer)).toEqual([]);
    expect(
      requestViolations({ ...signedIn, body: { a: 1 } }, 200, { requestBody: {} }, bearer),
    ).toEqual([]);
    expect(requestViolations(token, 200, {}, bearer)).toEqual([
      'declares security bearer, but its access is token',
    ]);
    expect(requestViolations(token, 200, { security: [] }, bearer)).toEqual([]);
    expect(
      requestViolations(
        { routeOptions: { config: { access: 'public' } } },
        200,
        { security: [{}, { bearer: [] }] },
        bearer,
      ),
    ).toEqual([]);
  });
});
