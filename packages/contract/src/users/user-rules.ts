import type { SystemRole } from '../roles/roles.ts';
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
