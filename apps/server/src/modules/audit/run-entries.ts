import type { RunKind } from '@tallysheet/contract/runs/runs';
import type { AuthContext } from '../../lib/auth-context.ts';
import { callerActor } from './actors.ts';
import type { AuditEntryInput } from './record.ts';

/**
 * The trail's entries for pay and invoice runs (issue 31 §3): a run drawn up, finalised (its
 * hours paid or invoiced) or voided with a reason, each with the run's summary (not its lines)
 * as before / after, written inside the change's transaction.
 */
export const runAudit = (
  caller: AuthContext,
  kind: RunKind,
  action: 'create' | 'finalise' | 'void',
  before: ({ id: string } & object) | null,
  after: { id: string } & object,
): AuditEntryInput => ({
  tenantId: caller.tenantId,
  actor: callerActor(caller),
  action,
  entityType: kind === 'pay' ? 'payRun' : 'invoiceRun',
  entityId: after.id,
  before,
  after,
});
