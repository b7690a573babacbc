// On PGlite only (vitest.config.ts: engineIndependentApiTests): what the app declares at
// start-up (each route's access, scope and ids) is read from the app, never from a query.
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

  it('an admin route that takes API keys but needs no scope stops start-up', async () => {
    await expect(
      createTestContext({}, (app) => {
        app.post('/api/test/unscoped', { config: { access: 'admin' } }, async () => ({}));
        app.post('/api/reporting/test-unscoped', { config: { access: 'admin' } }, async () => ({}));
      }),
    ).rejects.toThrow(
      /POST \/api\/test\/unscoped takes API keys but needs no scope.*\n.*POST \/api\/reporting\/test-unscoped takes API keys but needs no scope/,
    );
  });

  it('API keys reach admin routes only, each with one scope, webhook endpoints, rates and runs the only admin areas, and never passwords, second factors, keys, billing or settings', async () => {
    const ctx = await createTestContext();
    try {
      const admin = ctx.app.routeTable.filter((route) => route.access === 'admin');
      const refused = admin.filter((route) => !route.apiKey).map((r) => `${r.method} ${r.url}`);
      expect(refused.sort()).toEqual([
        'DELETE /api/admin/api-keys/:id',
        'DELETE /api/admin/delegations/:id',
        'DELETE /api/admin/period-locks/:id',
        'GET /api/admin/account-information',
        'GET /api/admin/account-information/logo',
        'GET /api/admin/api-keys',
        'GET /api/admin/approval-settings',
        'GET /api/admin/audit',
        'GET /api/admin/audit/retention',
        'GET /api/admin/audit/verify',
        'GET /api/admin/delegations',
        'GET /api/admin/internal-email',
        'GET /api/admin/period-locks',
        'GET /api/tenant/pricing-quote',
        'POST /api/admin/api-keys',
        'POST /api/admin/delegations',
        'POST /api/admin/internal-email/verify',
        'POST /api/admin/period-locks',
        'POST /api/users/reset-mfa',
        'POST /api/users/reset-user-password',
        'POST /api/welcome/invitations',
        'PUT /api/admin/account-information',
        'PUT /api/admin/account-information/logo',
        'PUT /api/admin/approval-settings',
        'PUT /api/admin/audit/retention',
        'PUT /api/admin/internal-email',
      ]);
      for (const route of admin.filter((entry) => entry.apiKey))
        expect(route.apiKeyScope, `${route.method} ${route.url}`).toMatch(
          route.url.startsWith('/api/admin/webhooks')
            ? /^webhooks$/
            : /^\/api\/admin\/(rates|pay-rules|holidays|pay-runs|invoice-runs)(\/|$)/.test(
                  route.url,
                )
              ? /^rates$/
              : route.method === 'GET' || route.url === '/api/reporting/vendor-report/send'
                ? /:read$/
                : /:write$/,
        );
      const scopeOf = (method: string, url: string) =>
        admin.find((route) => route.method === method && route.url === url)?.apiKeyScope;
      expect(scopeOf('GET', '/api/crm/ps/clients')).toBe('directory:read');
      expect(scopeOf('PUT', '/api/suppliers/suppliers/:supplierId')).toBe('directory:write');
      expect(scopeOf('POST', '/api/ts/review')).toBe('timesheets:write');
      expect(scopeOf('GET', '/api/reporting/dashboard')).toBe('reports:read');
      expect(scopeOf('POST', '/api/users/v2')).toBe('users:write');
      // The one admin area keys reach (issue 30 §4): webhook endpoints, with the webhooks scope.
      expect(scopeOf('POST', '/api/admin/webhooks')).toBe('webhooks');
      expect(scopeOf('GET', '/api/admin/webhooks/:id/deliveries')).toBe('webhooks');
      // Rates (issue 31 §1): only with the rates scope, reads and changes alike.
      expect(scopeOf('GET', '/api/admin/rates')).toBe('rates');
      expect(scopeOf('POST', '/api/admin/rates')).toBe('rates');
      expect(scopeOf('DELETE', '/api/admin/rates/:id')).toBe('rates');
      // Overtime rules and holidays (issue 31 §2) are pay rules: the rates scope too.
      expect(scopeOf('GET', '/api/admin/pay-rules')).toBe('rates');
      expect(scopeOf('PUT', '/api/admin/pay-rules')).toBe('rates');
      expect(scopeOf('POST', '/api/admin/holidays')).toBe('rates');
      expect(scopeOf('DELETE', '/api/admin/holidays/:id')).toBe('rates');
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
          config: { access: 'admin', apiKey: false },
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
