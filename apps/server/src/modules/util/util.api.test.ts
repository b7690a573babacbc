import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from '../../app.ts';
import { checkResponsesAgainstDocument } from '../../test/openapi-responses.ts';
import {
  createTestContext,
  createTestDatabase,
  engine,
  type TestContext,
} from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ GIT_COMMIT: 'abc1234' }, (app) => {
    app.post(
      '/api/test/echo',
      {
        config: { access: 'public' },
        schema: { body: z.object({ name: z.string().min(1), count: z.number().int() }) },
      },
      async (request) => request.body,
    );
    app.delete('/api/test/empty', { config: { access: 'public' } }, async (_request, reply) =>
      reply.code(204).send(),
    );
    app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
      throw new Error('secret internals');
    });
  });
});
afterAll(() => ctx.close());

describe(`util on ${engine}`, () => {
  it('health checks the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/util/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('readiness answers 200 with the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/util/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('liveness answers 200 without asking the database', async () => {
    const before = ctx.db.transactionCount();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/util/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(ctx.db.transactionCount()).toBe(before);
  });

  it('version names version, commit and stage', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/util/version' });
    expect(response.json()).toEqual({ version: '3.2.0', commit: 'abc1234', stage: 'local' });
  });

  it('client config gives brand, stage, version and the flag defaults', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/util/client-config' });
    expect(response.json()).toMatchObject({
      brandName: 'Tallysheet',
      stage: 'local',
      version: '3.2.0',
      devMenu: false,
      classicSiteUrl: null,
      featureFlags: {
        ApproveTimePortalRedirect: true,
        GenerateApiKeys: false,
        Reporting: true,
        TestFeature1: false,
        TestFeature2: false,
      },
      mailbox: true,
    });
  });

  it('trailing slashes are ignored', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/util/health/' });
    expect(response.statusCode).toBe(200);
  });

  it('serves the OpenAPI document and its reference page', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths).toHaveProperty('/api/util/health');
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger');
  });

  it('every answer carries the security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/util/version' });
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('an unknown API route is a 404 in the error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      statusCode: 404,
      error: 'Not Found',
      message: expect.any(String),
    });
  });

  it('bad input is a 400 naming each bad field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: '', count: 1.5 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'count',
      'name',
    ]);
    expect(body.message).toContain('name');
  });

  it('malformed JSON is a 400, not a 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('a DELETE with a JSON content type and no body is accepted', async () => {
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/test/empty',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(204);
  });

  it('an unexpected failure is a 500 in the error shape without internals', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'An unexpected error occurred',
    });
    expect(response.body).not.toContain('secret internals');
  });
});

describe(`health over a closed database on ${engine}`, () => {
  let app: App;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    await database.db.close();
    app = await buildApp({
      config: ctx.config,
      db: database.db,
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
      logger: false,
      mail: { worker: false },
    });
    checkResponsesAgainstDocument(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it.each(['/api/util/health/ready', '/api/util/health'])(
    '%s answers 503 in the error shape with the readiness fields',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The database is not reachable',
        code: 'DB_UNAVAILABLE',
        status: 'unavailable',
        db: 'down',
      });
    },
  );

  it('liveness still answers 200', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/util/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
