import { describe, expect, it } from 'vitest';
import { buildApiKey, buildProject, buildTenant, buildUser } from '../../test/factories.ts';
import { engine, useTestContext } from '../../test/harness.ts';

// Issue 31 §1: API keys reach rates only with the rates scope, reads and changes alike.
const ctx = useTestContext({ FEATURE_FLAGS: 'GenerateApiKeys=on' });

describe(`rates and API keys on ${engine}`, () => {
  it('a key without the rates scope is refused; one with it sets and reads rates', async () => {
    const { tenantId } = await buildTenant(ctx.db);
    const { userId } = await buildUser(ctx.db, { tenantId });
    const { id: projectId } = await buildProject(ctx.db, { tenantId });
    const payload = {
      userId,
      projectId,
      billRate: 12000,
      currency: 'USD',
      effectiveFrom: '2026-11-23',
    };
    const withScope = await buildApiKey(ctx.db, { tenantId, scopes: ['rates'] });
    const without = await buildApiKey(ctx.db, {
      tenantId,
      scopes: ['directory:read', 'directory:write', 'users:read', 'reports:read', 'webhooks'],
    });
    const call = (headers: Record<string, string>, method: 'GET' | 'POST') =>
      ctx.app.inject({
        method,
        url: '/api/admin/rates',
        headers,
        ...(method === 'POST' ? { payload } : {}),
      });
    for (const method of ['GET', 'POST'] as const) {
      const refused = await call(without.headers, method);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toBe(
        'This API key lacks the scope rates needed for this call',
      );
    }
    expect((await call(withScope.headers, 'POST')).statusCode).toBe(201);
    expect((await call(withScope.headers, 'GET')).json().count).toBe(1);
  });
});
