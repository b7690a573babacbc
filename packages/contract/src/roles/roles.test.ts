import { describe, expect, it } from 'vitest';
import { hasRoleLevel, isAdministrator, isBillingAdministrator, rolesBelow } from './roles.ts';

describe('role hierarchy', () => {
  it('associate routes admit every role but NoRole', () => {
    expect(rolesBelow('assoc')).toEqual(['NoRole']);
  });
  it('administrator routes admit super user, tenant admin and administrator only', () => {
    expect(rolesBelow('admin')).toEqual(['assoc', 'emp', 'NoRole']);
  });
  it('tenant-admin routes admit super user and tenant admin only', () => {
    expect(rolesBelow('TenantAdmin')).toEqual(['assoc', 'emp', 'admin', 'NoRole']);
  });
  it('super-user routes admit the super user only', () => {
    expect(rolesBelow('SuperUser')).toEqual(['assoc', 'emp', 'admin', 'TenantAdmin', 'NoRole']);
  });
  it('employee has associate rights and no more', () => {
    expect(hasRoleLevel('emp', 'assoc')).toBe(true);
    expect(hasRoleLevel('emp', 'admin')).toBe(false);
  });
  it('NoRole has no rights', () => {
    expect(hasRoleLevel('NoRole', 'assoc')).toBe(false);
  });
  it('administrator status covers super user, tenant admin and administrator', () => {
    expect(['SuperUser', 'TenantAdmin', 'admin'].every((r) => isAdministrator(r as never))).toBe(
      true,
    );
    expect(isAdministrator('assoc')).toBe(false);
  });
  it('billing admin is tenant admin or super user', () => {
    expect(isBillingAdministrator('TenantAdmin')).toBe(true);
    expect(isBillingAdministrator('SuperUser')).toBe(true);
    expect(isBillingAdministrator('admin')).toBe(false);
  });
});
