import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { UNAVAILABLE } from '@tallysheet/contract/common/errors';
import { CommitOutcomeUnknownError, DatabaseUnavailableError } from '../db/client.ts';
import { errorsPlugin } from './errors.ts';

/** An app whose one route fails with `error`, behind the errors plugin. */
async function failingWith(error: Error) {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.get('/fails', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('errors plugin: a lost database connection', () => {
  it('lost after COMMIT was sent: 503 COMMIT_UNKNOWN with Retry-After, saying the change may be saved (not a 500)', async () => {
    const app = await failingWith(
      new CommitOutcomeUnknownError(new Error('Connection terminated')),
    );
    const response = await app.inject({ method: 'GET', url: '/fails' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: UNAVAILABLE.COMMIT_UNKNOWN,
      code: 'COMMIT_UNKNOWN',
    });
    await app.close();
  });

  it('lost before the commit: 503 DB_UNAVAILABLE (nothing was saved)', async () => {
    const app = await failingWith(new DatabaseUnavailableError(new Error('ECONNRESET')));
    const response = await app.inject({ method: 'GET', url: '/fails' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'DB_UNAVAILABLE' });
    await app.close();
  });
});
