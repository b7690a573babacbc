import { USER_MESSAGES } from '@tallysheet/contract/users/users';
import type { SystemRole } from '@tallysheet/contract/roles/roles';

/**
 * Why a user cannot be archived or deleted (A§6): the current user, or the Billing
 * Administrator; null when they can.
 */
export function lifecycleBlock(
  user: { userId: string; systemRole: SystemRole },
  currentUserId: string,
): string | null {
  if (user.userId === currentUserId) return USER_MESSAGES.currentUser;
  if (user.systemRole === 'TenantAdmin') return USER_MESSAGES.billingAdmin;
  return null;
}
