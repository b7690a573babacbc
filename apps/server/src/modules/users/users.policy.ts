import { API_KEY_USERS_RULES } from '@tallysheet/contract/api-keys/api-keys';
import { userRemovalBlock } from '@tallysheet/contract/users/user-rules';
import { EDITABLE_ROLES, USER_MESSAGES } from '@tallysheet/contract/users/users';
import type { AuthContext } from '../../lib/auth-context.ts';
import { badRequest, conflict, forbidden } from '../../lib/http-errors.ts';
import type { UserRecord } from './users.repository.ts';

type Issue = { path: string; message: string };
type Target = Pick<UserRecord, 'userId' | 'role' | 'isDeleted'>;

/** Why `caller` may not archive or delete `target` (themselves, the Billing Administrator), or null. */
export const removalBlock = (target: Target, caller: Pick<AuthContext, 'userId'>) =>
  userRemovalBlock(target, caller.userId);

/** Refuses (400 naming `path`) archiving or deleting the caller or the Billing Administrator. */
export function authorizeUserRemoval(target: Target, caller: AuthContext, path: string): void {
  const problem = removalBlock(target, caller);
  if (problem) throw badRequest(problem, [{ path, message: problem }]);
}

/** A deleted user cannot be edited, archived or given a new password (409). */
export function authorizeUserChange(target: Pick<Target, 'isDeleted'>): void {
  if (target.isDeleted) throw conflict(USER_MESSAGES.deleted);
}

/**
 * The problems of changing `target`'s role to `role`: nobody changes their own role, the
 * Billing Administrator's role is fixed, and only the editable roles can be given.
 */
export function roleChangeIssues(
  target: Target,
  role: UserRecord['role'] | undefined,
  caller: AuthContext,
): Issue[] {
  if (role === undefined || role === target.role) return [];
  if (target.userId === caller.userId) return [{ path: 'role', message: USER_MESSAGES.ownRole }];
  if (target.role === 'TenantAdmin')
    return [{ path: 'role', message: USER_MESSAGES.billingAdminRole }];
  if (!(EDITABLE_ROLES as readonly string[]).includes(role))
    return [{ path: 'role', message: USER_MESSAGES.roleOption }];
  return [];
}

/**
 * Issue 26 §2: an API key (`users:write`) reaches Associates only, so a leaked key cannot make
 * or become an Administrator: it may not create a user of another role, give anyone another
 * role, or change, archive or delete someone who is not an Associate; nor set or send a
 * password. 403 naming the rule; a person's session is not concerned.
 */
export function authorizeApiKeyOnUser(
  caller: AuthContext,
  change: { target?: Pick<Target, 'role'>; role?: UserRecord['role']; password?: boolean },
): void {
  if (!caller.apiKey) return;
  const roles = [change.target?.role, change.role].filter((role) => role !== undefined);
  if (roles.some((role) => role !== 'assoc')) throw forbidden(API_KEY_USERS_RULES.associatesOnly);
  if (change.password) throw forbidden(API_KEY_USERS_RULES.noPasswords);
}
