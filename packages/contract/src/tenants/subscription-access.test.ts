import { describe, expect, it } from 'vitest';
import { SYSTEM_ROLES } from '../roles/roles.ts';
import { subscriptionAllowsAccess } from './subscription-access.ts';

const billing = (
  subscriptionStatus: 'trial' | 'active' | 'inactive' | null,
  subscriptionEndDate: string | null = null,
  isEnterprise = false,
) => ({
  subscriptionStatus,
  subscriptionEndDate,
  isEnterprise,
});
const today = new Date('2026-06-15T12:00:00Z');

describe('subscription access', () => {
  it('the tenant admin always gets in (to activate)', () => {
    expect(subscriptionAllowsAccess('TenantAdmin', billing('inactive'), today)).toBe(true);
  });
  it('enterprise tenants always get in', () => {
    expect(subscriptionAllowsAccess('assoc', billing('inactive', null, true), today)).toBe(true);
  });
  it('active and running trials get in; inactive, missing and ended trials do not', () => {
    expect(subscriptionAllowsAccess('admin', billing('active'), today)).toBe(true);
    expect(subscriptionAllowsAccess('admin', billing('active', '2026-06-16'), today)).toBe(true);
    expect(subscriptionAllowsAccess('admin', billing('active', '2026-06-15'), today)).toBe(false);
    expect(subscriptionAllowsAccess('admin', billing('trial', '2026-06-16'), today)).toBe(true);
    expect(subscriptionAllowsAccess('admin', billing('trial', '2026-06-15'), today)).toBe(false);
    expect(subscriptionAllowsAccess('assoc', billing('inactive'), today)).toBe(false);
    expect(subscriptionAllowsAccess('assoc', billing(null), today)).toBe(false);
  });

  it.each(SYSTEM_ROLES)('%s: let in by every status the rule allows, and only those', (role) => {
    const owner = role === 'TenantAdmin' || role === 'SuperUser';
    const cases: [Parameters<typeof billing>, boolean][] = [
      [['active', '2026-07-15'], true],
      [['trial', '2026-06-16'], true],
      [['trial', '2026-06-15'], owner],
      [['active', '2026-06-15'], owner],
      [['inactive', null], owner],
      [[null, null], owner],
      [['inactive', null, true], true],
    ];
    for (const [args, allowed] of cases)
      expect(subscriptionAllowsAccess(role, billing(...args), today), JSON.stringify(args)).toBe(
        allowed,
      );
  });
});
