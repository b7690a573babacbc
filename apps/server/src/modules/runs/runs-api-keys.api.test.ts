import { describe, expect, it } from 'vitest';
import { buildApiKey, buildClient, buildTenant } from '../../test/factories.ts';
import { engine, useTestContext } from '../../test/harness.ts';

// Issue 31 §3: runs are money, as rates are: an API key reaches them only with the rates scope.
const ctx = useTestContext({ FEATURE_FLAGS: 'GenerateApiKeys=on' });

describe(`runs and API keys on ${engine}`, () => {
  it('a key without the rates scope is refused; one with it draws up and lists runs', async () => {
    const { tenantId } = await buildTenant(ctx.db);
    const { id: clientId } = await buildClient(ctx.db, { tenantId });
    const withScope = await buildApiKey(ctx.db, { tenantId, scopes: ['rates'] });
    const without = await buildApiKey(ctx.db, {
      tenantId,
      scopes: ['timesheets:read', 'timesheets:write', 'reports:read', 'users:read'],
    });
    const period = { from: '2026-11-01', to: '2026-11-30' };
    const calls = [
      { method: 'POST', url: '/api/admin/pay-runs', payload: period },
      { method: 'POST', url: '/api/admin/invoice-runs', payload: { ...period, clientId } },
      { method: 'GET', url: '/api/admin/pay-runs' },
      { method: 'GET', url: '/api/admin/invoice-runs' },
    ] as const;
    for (const request of calls) {
      const refused = await ctx.app.inject({ ...request, headers: without.headers });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toBe(
        'This API key lacks the scope rates needed for this call',
      );
      const allowed = await ctx.app.inject({ ...request, headers: withScope.headers });
      expect(allowed.statusCode, allowed.body).toBe(request.method === 'POST' ? 201 : 200);
    }
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/pay-runs',
      headers: withScope.headers,
    });
    expect(listed.json()).toMatchObject({ count: 1, runs: [{ kind: 'pay', number: 1 }] });
  });
});
