import type { AuthContext } from '../../lib/auth-context.ts';
import { callerActor } from './actors.ts';
import type { AuditEntryInput } from './record.ts';

/**
 * The trail's entries for rates (issue 31 §1): a rate set or removed, with its associate,
 * project, amounts, currency and first day, written inside the change's transaction.
 */
export const rateAudit = (
  caller: AuthContext,
  action: 'create' | 'delete',
  rate: { id: string } & object,
): AuditEntryInput => ({
  tenantId: caller.tenantId,
  actor: callerActor(caller),
  action,
  entityType: 'rate',
  entityId: rate.id,
  before: action === 'delete' ? rate : null,
  after: action === 'create' ? rate : null,
});
