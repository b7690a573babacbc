import { afterAll, describe, expect, it } from 'vitest';
import type { ClientErrorReport } from '@tallysheet/contract/util/client-error';
import {
  CLIENT_ERROR_BODY_LIMIT,
  CLIENT_ERROR_LIMITS,
} from '@tallysheet/contract/util/client-error-limits';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestDatabase, engine } from '../../test/harness.ts';
import { bearerFor, buildTenant, buildUser } from '../../test/factories.ts';
import { checkResponsesAgainstDocument } from '../../test/openapi-responses.ts';
import { CLIENT_ERROR_RATE_LIMIT } from './client-error.routes.ts';

// The app with a log that keeps its lines: what the route writes is what it is for.
const lines: Record<string, unknown>[] = [];
const database = await createTestDatabase();
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dataDir }),
  db: database.db,
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
  logger: { level: 'error', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  mail: { worker: false },
});
checkResponsesAgainstDocument(app);
await app.ready();
afterAll(async () => {
  await app.close();
  await database.db.close();
  await database.drop();
});

const tenant = await buildTenant(database.db);
const user = await buildUser(database.db, { tenantId: tenant.tenantId });

const report: ClientErrorReport = {
  kind: 'render',
  message: 'Cannot read properties of undefined (reading "name")',
  stack: 'TypeError: Cannot read properties of undefined\n    at ClientsTable (clients.js:1:2)',
  componentStack: '\n    at ClientsTable\n    at ClientsPage',
  page: '/clients',
  appVersion: '3.2.0',
};

let address = 0;
/** Each test reports from an address of its own, so the rate limit counts for that test alone. */
const send = (
  payload: unknown,
  options: { headers?: Record<string, string>; from?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/util/client-error',
    payload: payload as object,
    headers: options.headers ?? {},
    remoteAddress: options.from ?? `10.0.0.${++address}`,
  });
const logged = (message: string) =>
  lines.filter(
    (line) =>
      line.msg === 'client error' && (line.clientError as ClientErrorReport)?.message === message,
  );

describe(`client error reports on ${engine}`, () => {
  it('anyone may report a failure: it is logged with no tenant and nothing is answered', async () => {
    const response = await send({ ...report, message: 'anonymous failure' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(logged('anonymous failure')).toEqual([
      expect.objectContaining({
        level: 50,
        clientError: { ...report, message: 'anonymous failure' },
        tenantId: null,
        userId: null,
      }),
    ]);
  });

  it('a signed-in report is logged with the tenant and user of its credentials', async () => {
    const response = await send(
      { ...report, kind: 'chunk-load', message: 'signed-in failure' },
      { headers: bearerFor(app, user) },
    );
    expect(response.statusCode).toBe(204);
    expect(logged('signed-in failure')).toEqual([
      expect.objectContaining({ tenantId: tenant.tenantId, userId: user.userId }),
    ]);
  });

  it('a forged token is not believed: the report is logged without a tenant', async () => {
    const forged = bearerFor(app, user).authorization.slice(0, -4) + 'AAAA';
    const response = await send(
      { ...report, message: 'forged failure' },
      { headers: { authorization: forged } },
    );
    expect(response.statusCode).toBe(204);
    expect(logged('forged failure')).toEqual([
      expect.objectContaining({ tenantId: null, userId: null }),
    ]);
  });

  it.each([
    ['message', { message: 'x'.repeat(CLIENT_ERROR_LIMITS.message + 1) }],
    ['stack', { stack: 'x'.repeat(CLIENT_ERROR_LIMITS.stack + 1) }],
    ['page', { page: '/auth?authCode=secret' }],
    ['kind', { kind: 'crash' }],
    ['appVersion', { appVersion: undefined }],
  ])('a bad %s is a 400 naming the field, and nothing is logged', async (field, change) => {
    const before = lines.length;
    const response = await send({ ...report, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([expect.objectContaining({ path: field })]);
    expect(lines.length).toBe(before);
  });

  it(`a body over ${CLIENT_ERROR_BODY_LIMIT} bytes is refused unread with a 413`, async () => {
    const response = await send({ ...report, padding: 'x'.repeat(CLIENT_ERROR_BODY_LIMIT) });
    expect(response.statusCode).toBe(413);
  });

  it(`one address may report ${CLIENT_ERROR_RATE_LIMIT} times a minute, then gets a 429`, async () => {
    const from = '10.1.0.1';
    for (let count = 0; count < CLIENT_ERROR_RATE_LIMIT; count += 1)
      expect((await send(report, { from })).statusCode).toBe(204);
    const refused = await send(report, { from });
    expect(refused.statusCode).toBe(429);
    expect((await send(report, { from: '10.1.0.2' })).statusCode).toBe(204);
  });
});
