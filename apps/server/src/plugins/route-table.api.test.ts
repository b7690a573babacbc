import { describe, expect, it } from 'vitest';
import { createTestContext, engine } from '../test/harness.ts';

describe(`route table on ${engine}`, () => {
  it('a route that declares no access stops start-up', async () => {
    await expect(
      createTestContext({}, (app) => {
        app.get('/api/test/undeclared', async () => ({}));
      }),
    ).rejects.toThrow(/GET \/api\/test\/undeclared declares no access/);
  });

  it('a route taking ids without a fixture factory stops start-up', async () => {
    await expect(
      createTestContext({}, (app) => {
        app.get('/api/test/things/:thingId', { config: { access: 'admin' } }, async () => ({}));
      }),
    ).rejects.toThrow(/takes ids but declares no fixture/);
  });
});
