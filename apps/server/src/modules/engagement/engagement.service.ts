import type { SendFeedback } from '@tallysheet/contract/engagement/feedback';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { insertFeedback } from './engagement.repository.ts';

/** Stores the caller's feedback about the page they are on; answers its id. */
export function sendFeedback({
  deps,
  caller,
  input,
}: {
  deps: ServiceDeps;
  caller: Pick<AuthContext, 'tenantId' | 'userId'>;
  input: SendFeedback;
}): Promise<string> {
  const { tenantId, userId } = caller;
  return deps.db.withTenant(tenantId, (tx) =>
    insertFeedback(tx, { tenantId, userId, values: input }),
  );
}
