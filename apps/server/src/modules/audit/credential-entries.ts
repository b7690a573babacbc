import type { ServiceDeps } from '../../lib/deps.ts';
import type { AuditEntryInput } from './record.ts';

/**
 * A user's own password changed (Change Password) or set with an e-mailed reset code: who and
 * when, never the password, its hash or the code. The actor is whoever the request acts as;
 * a reset by code has no signed-in caller, and is the user's own act.
 */
export const passwordChangeAudit = (
  deps: ServiceDeps,
  user: { tenantId: string; userId: string; displayName?: string },
  action: 'password.change' | 'password.resetByCode',
): AuditEntryInput => ({
  tenantId: user.tenantId,
  actor: deps.origin?.actor ?? {
    type: 'user',
    id: user.userId,
    name: user.displayName ?? user.userId,
  },
  action,
  entityType: 'user',
  entityId: user.userId,
  before: null,
  after: null,
});
