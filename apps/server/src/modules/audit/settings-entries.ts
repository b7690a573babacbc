import type { AuthContext } from '../../lib/auth-context.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { actorOfDeps, callerActor } from './actors.ts';
import type { AuditEntryInput } from './record.ts';

/**
 * The trail's entries for settings and credentials-adjacent objects (approval settings, API
 * keys, delegations), built in one line at each change. Key secrets never reach them.
 */

/** Approvals and Reminders saved: the settings before and after; nothing when only read. */
export const approvalSettingsAudit = (
  deps: ServiceDeps,
  tenantId: string,
  before: object | undefined,
  after: object | undefined,
): AuditEntryInput | null =>
  after
    ? {
        tenantId,
        actor: actorOfDeps(deps),
        action: 'update',
        entityType: 'approvalSettings',
        entityId: tenantId,
        before: before ?? null,
        after,
      }
    : null;

/** An API key created or revoked: its name, prefix, scopes and dates (never the key or its hash). */
export const apiKeyAudit = (
  caller: AuthContext,
  action: 'create' | 'revoke',
  row: { id: string } & object,
): AuditEntryInput => ({
  tenantId: caller.tenantId,
  actor: callerActor(caller),
  action,
  entityType: 'apiKey',
  entityId: row.id,
  before: action === 'revoke' ? { ...row, revokedAt: null } : null,
  after: row,
});

/** A delegation set or removed. */
export const delegationAudit = (
  caller: AuthContext,
  action: 'create' | 'delete',
  row: { id: string } & object,
): AuditEntryInput => ({
  tenantId: caller.tenantId,
  actor: callerActor(caller),
  action,
  entityType: 'delegation',
  entityId: row.id,
  before: action === 'delete' ? row : null,
  after: action === 'create' ? row : null,
});

/** A period closed, or reopened with its reason (issue 30 §1: both leave an entry). */
export const periodLockAudit = (
  caller: AuthContext,
  action: 'close' | 'reopen',
  lock: { id: string } & object,
  reopened?: { reason: string },
): AuditEntryInput => ({
  tenantId: caller.tenantId,
  actor: callerActor(caller),
  action,
  entityType: 'periodLock',
  entityId: lock.id,
  before: action === 'reopen' ? lock : null,
  after: action === 'close' ? lock : { ...lock, reopenReason: reopened?.reason ?? null },
});
