import type { AuthContext } from '../../lib/auth-context.ts';

/** A profile is read and changed only by its own user: the target is always the caller. */
export const ownProfile = (caller: Pick<AuthContext, 'tenantId' | 'userId'>) => ({
  tenantId: caller.tenantId,
  userId: caller.userId,
});
