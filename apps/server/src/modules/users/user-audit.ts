import type { AuthContext } from '../../lib/auth-context.ts';
import { callerActor } from '../audit/actors.ts';
import type { AuditEntryInput } from '../audit/record.ts';
import { presentUser, type LoadedUser } from './users.presenter.ts';

/**
 * The trail's entries for users (their details, role, assignments and suppliers as the user
 * editor reads them; never a credential), built in one line at each change.
 */
export function userAudit(
  caller: AuthContext,
  action: string,
  before: LoadedUser | undefined,
  after: LoadedUser | undefined,
): AuditEntryInput | null {
  const userId = after?.row.userId ?? before?.row.userId;
  if (!userId) return null;
  return {
    tenantId: caller.tenantId,
    actor: callerActor(caller),
    action,
    entityType: 'user',
    entityId: userId,
    before: before ? presentUser(before) : null,
    after: after ? presentUser(after) : null,
  };
}
