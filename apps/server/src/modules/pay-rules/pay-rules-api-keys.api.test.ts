import { describe, expect, it } from 'vitest';
import { buildApiKey, buildTenant } from '../../test/factories.ts';
import { engine, useTestContext } from '../../test/harness.ts';

// Issue 31 §2: overtime rules and holidays are pay rules; API keys reach them only with the
// rates scope, reads and changes alike.
const ctx = useTestContext({ FEATURE_FLAGS: 'GenerateApiKeys=on' });

describe(`pay rules and API keys on ${engine}`, () => {
  it('a key without the rates scope is refused; one with it reads and changes them', async () => {
    const { tenantId } = await buildTenant(ctx.db);
    const withScope = await buildApiKey(ctx.db, { tenantId, scopes: ['rates'] });
    const without = await buildApiKey(ctx.db, {
      tenantId,
      scopes: ['directory:read', 'directory:write', 'timesheets:write', 'reports:read'],
    });
    const rules = { weeklyOvertimeAfterHours: 40, overtimeMultiplier: 1.5, holidayMultiplier: 1 };
    const calls = [
      ['GET', '/api/admin/pay-rules', undefined, 200],
      ['PUT', '/api/admin/pay-rules', { ...rules, dailyOvertimeAfterHours: 9 }, 200],
      ['GET', '/api/admin/holidays', undefined, 200],
      ['POST', '/api/admin/holidays', { date: '2026-12-25', name: 'Christmas Day' }, 201],
    ] as const;
    for (const [method, url, payload, status] of calls) {
      const refused = await ctx.app.inject({ method, url, headers: without.headers, payload });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      const allowed = await ctx.app.inject({ method, url, headers: withScope.headers, payload });
      expect(allowed.statusCode, `${method} ${url} ${allowed.body}`).toBe(status);
    }
    const { holidays } = (
      await ctx.app.inject({ url: '/api/admin/holidays', headers: withScope.headers })
    ).json();
    const url = `/api/admin/holidays/${holidays[0].id}`;
    const remove = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'DELETE', url, headers });
    expect((await remove(without.headers)).statusCode).toBe(403);
    expect((await remove(withScope.headers)).statusCode).toBe(204);
  });
});
