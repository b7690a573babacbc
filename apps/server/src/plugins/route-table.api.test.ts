import { z } from 'zod';
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

  it('a token route without a purpose or without a token param stops start-up', async () => {
    await expect(
      createTestContext({}, (app) => {
        app.get('/api/test/portal/:token', { config: { access: 'token' } }, async () => ({}));
        app.get(
          '/api/test/portal',
          { config: { access: 'token', linkPurpose: 'test-probe' } },
          async () => ({}),
        );
      }),
    ).rejects.toThrow(
      /GET \/api\/test\/portal\/:token is a token route without config.linkPurpose\n.*GET \/api\/test\/portal is a token route without a token param/,
    );
  });

  it('only an admin route may take API keys', async () => {
    await expect(
      createTestContext({}, (app) => {
        app.get('/api/test/mine', { config: { access: 'assoc', apiKey: true } }, async () => ({}));
      }),
    ).rejects.toThrow(/GET \/api\/test\/mine takes API keys but is not an admin route/);
  });

  it('API keys reach every admin route but key management and billing, and no other route', async () => {
    const ctx = await createTestContext();
    try {
      const admin = ctx.app.routeTable.filter((route) => route.access === 'admin');
      const refused = admin.filter((route) => !route.apiKey).map((r) => `${r.method} ${r.url}`);
      expect(refused.sort()).toEqual([
        'DELETE /api/admin/api-keys/:id',
        'GET /api/admin/api-keys',
        'GET /api/tenant/pricing-quote',
        'POST /api/admin/api-keys',
      ]);
      const others = ctx.app.routeTable.filter((route) => route.access !== 'admin');
      expect(others.filter((route) => route.apiKey)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('finds the ids a route takes in its path, its query and its body', async () => {
    const ctx = await createTestContext({}, (app) => {
      app.post(
        '/api/test/things/:thingId',
        {
          config: { access: 'admin' },
          schema: {
            params: z.object({ thingId: z.string() }),
            querystring: z.object({ clientId: z.string().optional(), q: z.string() }),
            body: z
              .object({
                name: z.string(),
                supplierContactIds: z.array(z.string()),
                placement: z.object({ supplierId: z.string() }).nullish(),
                rows: z.array(z.object({ projectId: z.string() })),
              })
              .superRefine(() => undefined),
          },
        },
        async () => ({}),
      );
    });
    try {
      const route = ctx.app.routeTable.find((entry) => entry.url === '/api/test/things/:thingId');
      expect(route?.ids).toEqual({
        params: ['thingId'],
        query: ['clientId'],
        body: ['supplierContactIds', 'placement.supplierId'],
      });
    } finally {
      await ctx.close();
    }
  });
});
