import type { AuthContext } from '../../lib/auth-context.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { callerActor } from './actors.ts';
import type { AuditEntryInput } from './record.ts';

// The trail's entries for a user's flags, password and second factor, built in one line at each
// change. A user's details, as the user editor reads them, are recorded by users/user-audit.ts.

const FLAG_ACTIONS = {
  isArchived: ['unarchive', 'archive'],
  isDeleted: ['restore', 'delete'],
} as const;

/** A user archived or unarchived, or deleted: the flag before and after. */
export const userFlagAudit = (
  caller: AuthContext,
  userId: string,
  flag: keyof typeof FLAG_ACTIONS,
  before: boolean,
  after: boolean,
): AuditEntryInput => ({
  tenantId: caller.tenantId,
  actor: callerActor(caller),
  action: FLAG_ACTIONS[flag][after ? 1 : 0],
  entityType: 'user',
  entityId: userId,
  before: { [flag]: before },
  after: { [flag]: after },
});

/** A temporary password issued to a user (the password itself is never recorded). */
export const passwordResetAudit = (caller: AuthContext, userId: string): AuditEntryInput => ({
  tenantId: caller.tenantId,
  actor: callerActor(caller),
  action: 'password.reset',
  entityType: 'user',
  entityId: userId,
  before: null,
  after: null,
});

/**
 * A user's second factor turned on, off or reset (the secret and recovery codes are never
 * recorded): by whoever the request acts as, else the user the service names.
 */
export const secondFactorAudit = (
  deps: ServiceDeps,
  user: { tenantId: string; userId: string; displayName: string },
  event: string,
  actorUserId: string,
): AuditEntryInput => ({
  tenantId: user.tenantId,
  actor: deps.origin?.actor ?? {
    type: 'user',
    id: actorUserId,
    name: actorUserId === user.userId ? user.displayName : actorUserId,
  },
  action: `secondFactor.${event}`,
  entityType: 'user',
  entityId: user.userId,
  before: null,
  after: { secondFactor: event },
});
