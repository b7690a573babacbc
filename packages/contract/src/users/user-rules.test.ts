import { describe, expect, it } from 'vitest';
import {
  CREDENTIAL_MESSAGES,
  credentialChangeBlock,
  roleRank,
  userRemovalBlock,
} from './user-rules.ts';
import {
  CustomFieldsSchema,
  duplicateLabelIndexes,
  employmentDatesProblem,
  USER_MESSAGES,
} from './users.ts';

describe('user rules', () => {
  it('nobody archives or deletes themselves, even the Billing Administrator', () => {
    expect(userRemovalBlock({ userId: 'ann', role: 'admin' }, 'ann')).toBe(
      USER_MESSAGES.currentUser,
    );
    expect(userRemovalBlock({ userId: 'ann', role: 'TenantAdmin' }, 'ann')).toBe(
      USER_MESSAGES.currentUser,
    );
  });

  it('the Billing Administrator is never archived or deleted by another user', () => {
    expect(userRemovalBlock({ userId: 'owner', role: 'TenantAdmin' }, 'ann')).toBe(
      USER_MESSAGES.billingAdmin,
    );
  });

  it('any other user may be archived or deleted', () => {
    expect(userRemovalBlock({ userId: 'bob', role: 'assoc' }, 'ann')).toBeNull();
    expect(userRemovalBlock({ userId: 'bob', role: 'admin' }, 'ann')).toBeNull();
  });

  it('a start date must fall before the end date', () => {
    expect(employmentDatesProblem({ startDate: '2026-01-02', endDate: '2026-01-01' })).toBe(
      USER_MESSAGES.employmentDates,
    );
    expect(employmentDatesProblem({ startDate: '2026-01-01', endDate: '2026-01-01' })).toBe(
      USER_MESSAGES.employmentDates,
    );
    expect(employmentDatesProblem({ startDate: '2026-01-01', endDate: '2026-01-02' })).toBeNull();
    expect(employmentDatesProblem({ startDate: '2026-01-01', endDate: null })).toBeNull();
    expect(employmentDatesProblem({})).toBeNull();
  });

  it('a custom-field label repeats another when equal trimmed and ignoring case', () => {
    expect(duplicateLabelIndexes(['Badge', 'Team', ' badge ', 'TEAM', ''])).toEqual([2, 3]);
    expect(duplicateLabelIndexes(['', '  ', 'a'])).toEqual([]);
  });

  it('the custom-fields schema refuses a repeated label with the shared message', () => {
    const result = CustomFieldsSchema.safeParse({ Badge: '1', 'badge ': '2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      USER_MESSAGES.customFieldDuplicate,
    ]);
  });

  it('roles rank as the A§6 hierarchy: No Role, Associate = Employee, Administrator, Billing Administrator, Superuser', () => {
    expect(
      ['NoRole', 'assoc', 'emp', 'admin', 'TenantAdmin', 'SuperUser'].map((role) =>
        roleRank(role as never),
      ),
    ).toEqual([0, 1, 1, 2, 3, 4]);
  });

  it('nobody resets the credentials of the Billing Administrator but themselves, nor of a user above their own role', () => {
    const owner = { userId: 'owner', role: 'TenantAdmin' } as const;
    expect(credentialChangeBlock(owner, { userId: 'ann', role: 'admin' })).toBe(
      CREDENTIAL_MESSAGES.billingAdmin,
    );
    expect(credentialChangeBlock(owner, { userId: 'sue', role: 'SuperUser' })).toBe(
      CREDENTIAL_MESSAGES.billingAdmin,
    );
    expect(credentialChangeBlock(owner, { userId: 'owner', role: 'TenantAdmin' })).toBeNull();
    const sue = { userId: 'sue', role: 'SuperUser' } as const;
    expect(credentialChangeBlock(sue, { userId: 'ann', role: 'admin' })).toBe(
      CREDENTIAL_MESSAGES.above,
    );
    expect(
      credentialChangeBlock({ userId: 'bob', role: 'admin' }, { userId: 'ann', role: 'admin' }),
    ).toBeNull();
    expect(
      credentialChangeBlock({ userId: 'bob', role: 'emp' }, { userId: 'ann', role: 'assoc' }),
    ).toBeNull();
    expect(credentialChangeBlock({ userId: 'bob', role: 'admin' }, owner)).toBeNull();
  });
});
