import type { AuthContext } from '../../lib/auth-context.ts';
import { callerActor } from './actors.ts';
import type { AuditEntryInput } from './record.ts';

/**
 * The trail's entries for the overtime rules and the holiday calendar (issue 31 §2), written
 * inside the change's transaction: the rules before and after a save, a holiday added or removed.
 */
export const payRulesAudit = (
  caller: AuthContext,
  before: object,
  after: object,
): AuditEntryInput => ({
  tenantId: caller.tenantId,
  actor: callerActor(caller),
  action: 'update',
  entityType: 'payRules',
  entityId: caller.tenantId,
  before,
  after,
});

export const holidayAudit = (
  caller: AuthContext,
  action: 'create' | 'delete',
  holiday: { id: string } & object,
): AuditEntryInput => ({
  tenantId: caller.tenantId,
  actor: callerActor(caller),
  action,
  entityType: 'holiday',
  entityId: holiday.id,
  before: action === 'delete' ? holiday : null,
  after: action === 'create' ? holiday : null,
});
