import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { presentUser, type LoadedUser } from './users.presenter.ts';

// The user events, with the user as GET /users/v2/{id} reads it: raised in one line inside the
// service's transaction.

type Deps = Pick<ServiceDeps, 'clock'>;

/** `user.created` / `user.archived` with the user as the API reads it. */
export function emitUserEvent(
  tx: Tx,
  deps: Deps,
  type: 'user.created' | 'user.archived',
  user: LoadedUser,
) {
  const data = presentUser(user);
  return emitWebhookEvent(tx, deps, { tenantId: user.row.tenantId, type, data });
}
