import { bearerFor, buildTenant, buildUser, type TestUser } from './factories.ts';
import type { TestContext } from './harness.ts';

/**
 * The billing tests' shared world over one test app (`app()` gives it once beforeAll has run):
 * companies on a trial, calls as one of their users, and what the tenant then says.
 */
export function billingWorld(app: () => TestContext) {
  const call = (
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => app().app.inject({ method, url, headers: bearerFor(app().app, user), payload });

  return {
    call,
    /** Adds an associate (one more seat) as `user` through Add User, named after `username`. */
    addAssociate: (user: TestUser, username: string) =>
      call(user, 'POST', '/api/users/v2', {
        username,
        name: `Seat ${username}`,
        email: `${username}@example.com`,
        role: 'assoc',
      }),
    /** The tenant's billing as get-tenant-information reads it. */
    billingOf: async (user: TestUser) =>
      (await call(user, 'GET', '/api/tenant/get-tenant-information')).json().billing,
    /** The tenant's billing history, newest first. */
    historyOf: async (user: TestUser) =>
      (await call(user, 'GET', '/api/tenant/billing-history')).json().events as Record<
        string,
        unknown
      >[],
    /** A company on its trial (ending 2026-12-08) with its Billing Administrator and an associate. */
    async company(values: Parameters<typeof buildTenant>[1] = {}) {
      const tenant = await buildTenant(app().db, {
        subscriptionStatus: 'trial',
        subscriptionType: null,
        subscriptionEndDate: '2026-12-08',
        ...values,
      });
      const owner = await buildUser(app().db, { tenantId: tenant.tenantId, role: 'TenantAdmin' });
      const associate = await buildUser(app().db, { tenantId: tenant.tenantId, role: 'assoc' });
      return { tenantId: tenant.tenantId, owner, associate };
    },
  };
}
