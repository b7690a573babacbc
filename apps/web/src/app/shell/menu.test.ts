import { describe, expect, it } from 'vitest';
import type { TenantInformation } from '@tallysheet/contract/tenants/tenant-information';
import { routeByPath } from '@/app/route-table.ts';
import { sampleTenant } from '@/test/fixtures.ts';
import { buildMenu, currentMenuPath, mayOpen, type MenuContext } from './menu.ts';

const tenant = (
  change: Partial<TenantInformation> = {},
  billing: Partial<TenantInformation['billing']> = {},
) => sampleTenant({ tenantName: 'Acme', ...change }, { subscriptionEndDate: null, ...billing });
const flags = {
  ApproveTimePortalRedirect: true,
  GenerateApiKeys: false,
  Reporting: true,
  TestFeature1: false,
  TestFeature2: false,
};
const ctx = (role: MenuContext['role'], change: Partial<MenuContext> = {}): MenuContext => ({
  role,
  tenant: tenant(),
  flags,
  mailbox: false,
  ...change,
});
const labels = (sections: ReturnType<typeof buildMenu>) =>
  sections.map((s) => [
    s.title,
    s.items.map((i) =>
      i.kind === 'link' ? i.label : `${i.label}: ${i.items.map((c) => c.label).join(', ')}`,
    ),
  ]);

describe('sidebar menu', () => {
  it('an associate sees only the personal items', () => {
    expect(labels(buildMenu(ctx('assoc')))).toEqual([
      ['Personal', ['Your Timesheets', 'Submit Time']],
    ]);
  });

  it('an administrator sees the company section titled with the tenant, without billing items', () => {
    expect(labels(buildMenu(ctx('admin')))).toEqual([
      [
        'Acme',
        [
          'Dashboard',
          'All Timesheets',
          'Search Timecards',
          'Clients',
          'Projects: Projects, Project Contacts, Tasks',
          'Suppliers: Suppliers, Supplier Contacts',
          'Users',
          'Reporting',
          'Pay and Bill: Pay Runs, Invoice Runs',
          'Admin Settings: Account Information, Internal Email, Approvals and Reminders, Audit Log, Period Locks, Overtime and Holidays, Webhooks',
        ],
      ],
      ['Personal', ['Your Timesheets', 'Submit Time']],
    ]);
  });

  it('the company section falls back to "Company" without a tenant name', () => {
    expect(buildMenu(ctx('admin', { tenant: tenant({ tenantName: '' }) }))[0]!.title).toBe(
      'Company',
    );
  });

  it('feature flags gate Reporting and API Keys', () => {
    const on = { ...flags, Reporting: false, GenerateApiKeys: true };
    expect(mayOpen('/reporting', ctx('admin', { flags: on }))).toBe(false);
    expect(mayOpen('/admin/api-keys', ctx('admin', { flags: on }))).toBe(true);
  });

  it('Subscription is for the Billing Administrator, not on enterprise billing', () => {
    expect(mayOpen('/admin/subscription', ctx('TenantAdmin'))).toBe(true);
    expect(mayOpen('/admin/subscription', ctx('admin'))).toBe(false);
    expect(
      mayOpen(
        '/admin/subscription',
        ctx('TenantAdmin', { tenant: tenant({}, { isEnterprise: true }) }),
      ),
    ).toBe(false);
  });

  it('Account Setup shows for a tenant admin of a new customer', () => {
    const sections = buildMenu(ctx('TenantAdmin', { tenant: tenant({ newCustomer: true }) }));
    expect(sections[0]).toMatchObject({ id: 'setup', title: 'Account Setup' });
  });

  it('internal routes need a super user of an internal tenant', () => {
    expect(mayOpen('/devtool/send-invite', ctx('SuperUser'))).toBe(false);
    expect(
      mayOpen('/devtool/send-invite', ctx('SuperUser', { tenant: tenant({ internal: true }) })),
    ).toBe(true);
  });

  it("labels an item with the spec's menu label and its screen with the spec's title (D§2.4, A§2.2)", () => {
    const links = buildMenu(ctx('TenantAdmin', { tenant: tenant({ newCustomer: true }) }))
      .flatMap((section) => section.items)
      .flatMap((item) => (item.kind === 'link' ? [item] : item.items));
    const pairs = Object.fromEntries(
      links.map((item) => [item.label, routeByPath(item.path)?.title]),
    );
    expect(pairs).toMatchObject({
      'Your Timesheets': 'Personal Dashboard',
      'Internal Email': 'Internal Contact Email',
      Dashboard: 'Company Dashboard',
      Subscription: 'Manage Subscription',
      Users: 'Users',
    });
  });

  it('marks the listed page a page stands under (a pay run marks Pay Runs), else the page itself', () => {
    const sections = buildMenu(ctx('TenantAdmin', { tenant: tenant() }));
    expect(currentMenuPath(sections, '/pay-runs')).toBe('/pay-runs');
    expect(currentMenuPath(sections, '/pay-runs/run-1')).toBe('/pay-runs');
    expect(currentMenuPath(sections, '/invoice-runs/run-2')).toBe('/invoice-runs');
    expect(currentMenuPath(sections, '/pay-runsx')).toBeUndefined();
  });
});
