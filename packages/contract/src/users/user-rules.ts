import { hasRoleLevel, ROLE_LEVELS, type SystemRole } from '../roles/roles.ts';
import { USER_MESSAGES } from './users.ts';

/**
 * Why a user may not be archived or deleted (A§6), or null when they may: nobody removes
 * themselves, and the Billing Administrator is never removed.
 */
export function userRemovalBlock(
  target: { userId: string; role: SystemRole },
  callerUserId: string,
): string | null {
  if (target.userId === callerUserId) return USER_MESSAGES.currentUser;
  if (target.role === 'TenantAdmin') return USER_MESSAGES.billingAdmin;
  return null;
}

/** The messages of the credentials rule (issue 26): each names the rule that refused. */
export const CREDENTIAL_MESSAGES = {
  above:
    'You cannot reset the password, change the e-mail or reset the two-step verification of a user whose role is above your own.',
  billingAdmin:
    'Only the Billing Administrator can reset their own password, change their e-mail or reset their two-step verification.',
} as const;

/** How high a role stands in the A§6 hierarchy: the number of role levels it holds (NoRole 0). */
export const roleRank = (role: SystemRole) =>
  ROLE_LEVELS.filter((level) => hasRoleLevel(role, level)).length;

/**
 * Why `caller` may not reset the password, change the e-mail or reset the second factor of
 * `target`, or null when they may: never the Billing Administrator's unless they are that
 * user, never those of a user whose role is above their own. (A super user of an internal
 * tenant may override it; the server audits that.)
 */
export function credentialChangeBlock(
  target: { userId: string; role: SystemRole },
  caller: { userId: string; role: SystemRole },
): string | null {
  if (target.userId === caller.userId) return null;
  if (target.role === 'TenantAdmin') return CREDENTIAL_MESSAGES.billingAdmin;
  if (roleRank(target.role) > roleRank(caller.role)) return CREDENTIAL_MESSAGES.above;
  return null;
}

/** A super user of an internal tenant (support) may override the credentials rule, audited. */
export const mayOverrideCredentialRule = (caller: { role: SystemRole; tenantInternal: boolean }) =>
  caller.role === 'SuperUser' && caller.tenantInternal;

/** The credentials rule as a screen applies it: the refusal, or null when the caller may. */
export const credentialChangeRefusal = (
  target: { userId: string; role: SystemRole },
  caller: { userId: string; role: SystemRole; tenantInternal: boolean },
) => (mayOverrideCredentialRule(caller) ? null : credentialChangeBlock(target, caller));
