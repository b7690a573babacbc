import { API_KEY_SCOPES } from '@tallysheet/contract/api-keys/api-keys';
import { bearerFor, buildTenant, buildUser, type TestUser } from './factories.ts';
import { ONE_PIXEL_PNG } from './logo.ts';
import type { FixtureRequest, SweepHome } from './route-driver.ts';

/**
 * A request that performs a route successfully, and who sends it when not the home tenant's
 * member of the route's lowest role (the entry is then looked for in that caller's tenant).
 */
export type SuccessFixture = (tenantId: string) => Promise<
  FixtureRequest & {
    as?: TestUser;
    /** Sent without credentials (a public or link-token route). */
    anonymous?: true;
    /** The actor the entry names, when not `as` (a contact, a new company's administrator). */
    actor?: { tenantId: string; type: string; id: string };
  }
>;

const PASSWORD = 'Coverage-sweep-pass-1';

/**
 * For the audit coverage sweep: requests that succeed where the security sweep's fixtures
 * only reach a route's checks or where a route names no ids and so has none.
 */
export function auditSuccessFixtures({ app, db }: SweepHome): Record<string, SuccessFixture> {
  let serial = 0;
  const fresh = (tenantId: string, role: 'NoRole' | 'TenantAdmin' = 'NoRole', password?: string) =>
    buildUser(db, { tenantId, userId: `cover-${++serial}`, role, password });
  /** The Billing Administrator of a company of its own, on no plan (or on a trial). */
  const company = async (values: Parameters<typeof buildTenant>[1] = {}) => {
    const tenant = await buildTenant(db, {
      subscriptionStatus: null,
      subscriptionType: null,
      subscriptionEndDate: null,
      ...values,
    });
    return fresh(tenant.tenantId, 'TenantAdmin');
  };
  return {
    'POST /api/tokens/change-password': async (t) => ({
      as: await fresh(t, 'NoRole', PASSWORD),
      body: { oldPassword: PASSWORD, newPassword: `${PASSWORD}-new` },
    }),
    'PUT /api/profile': async (t) => ({
      as: await fresh(t),
      body: { displayName: 'Cover Age', email: 'cover.age@example.com', timezone: 'Europe/Paris' },
    }),
    'PUT /api/onboarding/state': async () => ({
      body: { step: 1, completedSteps: [], data: {}, finished: false },
    }),
    'PUT /api/admin/account-information': async () => ({ body: { timezone: 'Europe/Paris' } }),
    'PUT /api/admin/audit/retention': async () => ({ body: { years: 7 } }),
    'PUT /api/admin/account-information/logo': async () => ({ body: { image: ONE_PIXEL_PNG } }),
    'PUT /api/admin/internal-email': async () => ({ body: { email: 'office@example.com' } }),
    'PUT /api/admin/approval-settings': async (t) => {
      const admin = await buildUser(db, {
        tenantId: t,
        userId: `cover-${++serial}`,
        role: 'admin',
      });
      const read = await app.inject({
        method: 'GET',
        url: '/api/admin/approval-settings',
        headers: bearerFor(app, admin),
      });
      const settings = read.json() as Record<string, unknown>;
      return {
        as: admin,
        body: { ...settings, digest: settings.digest === 'daily' ? 'immediate' : 'daily' },
      };
    },
    'PUT /api/admin/pay-rules': async () => ({
      body: {
        weeklyOvertimeAfterHours: 38,
        dailyOvertimeAfterHours: 10,
        overtimeMultiplier: 1.5,
        holidayMultiplier: 2,
      },
    }),
    // Each on a day of its own: a second holiday on one day is refused.
    'POST /api/admin/holidays': async () => ({
      body: { date: `2031-01-${String(1 + (++serial % 28)).padStart(2, '0')}`, name: 'Cover Day' },
    }),
    'POST /api/tenant/create-trial-period': async () => ({ as: await company() }),
    'POST /api/tenant/activate-subscription': async () => ({
      as: await company(),
      body: { name: 'Cover Age', email: 'cover.age@example.com', subscriptionType: 'Monthly' },
    }),
    'POST /api/tenant/create-subscription': async () => ({
      as: await company({ subscriptionStatus: 'trial', subscriptionEndDate: '2026-12-08' }),
      body: { subscriptionType: 'Monthly' },
    }),
    'POST /api/tenant/update-subscription-type': async () => {
      const owner = await company({
        subscriptionStatus: 'trial',
        subscriptionEndDate: '2026-12-08',
      });
      const made = await app.inject({
        method: 'POST',
        url: '/api/tenant/create-subscription',
        headers: bearerFor(app, owner),
        payload: { subscriptionType: 'Monthly' },
      });
      if (made.statusCode >= 300) throw new Error(made.body);
      return { as: owner, body: { subscriptionType: 'Annual' } };
    },
    'POST /api/crm/ps/clients': async () => ({ body: { name: `Cover client ${++serial}` } }),
    'POST /api/suppliers/suppliers': async () => ({ body: { name: `Cover supplier ${++serial}` } }),
    'POST /api/admin/api-keys': async () => ({
      body: { name: `Cover key ${++serial}`, scopes: [API_KEY_SCOPES[0]] },
    }),
    'POST /api/admin/webhooks': async () => ({
      body: { url: 'https://example.com/hooks', events: ['client.created'], enabled: true },
    }),
  };
}
