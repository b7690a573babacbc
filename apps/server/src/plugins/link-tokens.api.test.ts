import { afterAll, describe, expect, it } from 'vitest';
import { linkTokens } from '../db/schema/index.ts';
import { buildTenant } from '../test/factories.ts';
import { createTestContext, engine } from '../test/harness.ts';
import { PROBE_PURPOSE, registerLinkTokenProbe } from '../test/link-token-probe.ts';
import { issueLinkToken } from '../modules/link-tokens/link-tokens.repository.ts';
import { redactLinkTokens } from './link-tokens.ts';

// The refusals (missing, malformed, expired, revoked, other tenant) are the security sweep's.
const ctx = await createTestContext({}, registerLinkTokenProbe);
afterAll(() => ctx.close());
const tenant = await buildTenant(ctx.db);

const issue = (subject: Record<string, string>) =>
  ctx.db.withTenant(tenant.tenantId, (tx) =>
    issueLinkToken(tx, {
      tenantId: tenant.tenantId,
      purpose: PROBE_PURPOSE,
      subject,
      expiresAt: new Date(Date.now() + 60_000),
    }),
  );

describe(`link tokens on ${engine}`, () => {
  it('a link token carries its tenant and opens its subject, in the path or the query', async () => {
    const token = await issue({ timesheetId: 'ts-1', projectId: 'p-1' });
    expect(token.startsWith(`${tenant.tenantId}.`)).toBe(true);
    for (const url of [`/api/test/link/${token}`, `/api/test/link?token=${token}`]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        tenantId: tenant.tenantId,
        purpose: PROBE_PURPOSE,
        subject: { timesheetId: 'ts-1', projectId: 'p-1' },
      });
    }
  });

  it('a link token is stored only as its SHA-256 hash', async () => {
    const token = await issue({});
    const stored = await ctx.db.withTenant(tenant.tenantId, (tx) =>
      tx.select({ tokenHash: linkTokens.tokenHash }).from(linkTokens),
    );
    const secret = token.slice(token.lastIndexOf('.') + 1);
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) {
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.tokenHash).not.toContain(secret);
    }
  });

  it('request logs hide a link token in a path', async () => {
    const token = await issue({});
    expect(redactLinkTokens(`/api/ts/approval/${token}`)).toBe('/api/ts/approval/[token]');
    expect(redactLinkTokens(`/api/ts/approval/${token}/pdf`)).toBe('/api/ts/approval/[token]/pdf');
    expect(redactLinkTokens('/api/crm/ps/clients/3f2a.b')).toBe('/api/crm/ps/clients/3f2a.b');
  });
});

describe(`the portal's address limit on ${engine}`, () => {
  it('the per-address limit comes before the token is looked up: past N, every token route answers 429 and costs no lookup', async () => {
    const limit = 3;
    const limited = await createTestContext({ PORTAL_RATE_LIMIT: String(limit) });
    try {
      const madeUp = `${tenant.tenantId}.${'x'.repeat(43)}`;
      let lookups = 0;
      const db = limited.app.db;
      const withTenant = db.withTenant.bind(db);
      db.withTenant = (tenantId, fn) => {
        if (tenantId === tenant.tenantId) lookups += 1;
        return withTenant(tenantId, fn);
      };
      const tokenRoutes = limited.app.routeTable.filter((route) => route.access === 'token');
      expect(tokenRoutes.map((route) => `${route.method} ${route.url}`)).toContain(
        'GET /api/ts/approval/:token',
      );
      for (const route of tokenRoutes) {
        lookups = 0;
        const statuses: number[] = [];
        let last;
        for (let attempt = 0; attempt <= limit; attempt += 1) {
          last = await limited.app.inject({
            method: route.method as 'GET' | 'POST',
            url: route.url.replace(':token', encodeURIComponent(madeUp)),
            ...(route.method === 'GET' ? {} : { payload: {} }),
          });
          statuses.push(last.statusCode);
        }
        const where = `${route.method} ${route.url}: ${statuses.join(', ')}`;
        expect(last!.statusCode, where).toBe(429);
        expect(Number(last!.headers['retry-after']), where).toBeGreaterThan(0);
        expect(
          statuses.every((status) => status === 401 || status === 429),
          where,
        ).toBe(true);
        // Each 401 cost one lookup; no 429 cost any.
        expect(lookups, where).toBe(statuses.filter((status) => status === 401).length);
      }
    } finally {
      await limited.close();
    }
  });
});
