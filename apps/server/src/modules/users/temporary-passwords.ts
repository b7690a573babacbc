import { encodeAuthCode } from '@tallysheet/contract/identity/tokens';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { hashPassword } from '../identity/password-hash.ts';
import { revokeUserSessions } from '../identity/sessions.service.ts';
import {
  generateTemporaryPassword,
  temporaryPasswordExpiry,
} from '../identity/temporary-password.ts';
import { companyNameOf } from '../tenants/tenants.service.ts';
import { updateUser, type UserRecord } from './users.repository.ts';

export interface TemporaryPassword {
  password: string;
  hash: string;
}

export async function temporaryPassword(given?: string): Promise<TemporaryPassword> {
  const password = given ?? generateTemporaryPassword();
  return { password, hash: await hashPassword(password) };
}

/**
 * Gives the user a temporary password (changed at next sign-in), cuts their sessions and
 * e-mails it: as an invitation, or as a reset by an administrator.
 */
export async function issueTemporaryPassword(
  tx: Tx,
  deps: ServiceDeps,
  params: {
    caller: AuthContext;
    user: Pick<UserRecord, 'userId' | 'displayName' | 'email'>;
    temporary: TemporaryPassword;
    template: 'user-invitation' | 'temporary-password';
  },
) {
  const { caller, user, temporary } = params;
  const { tenantId } = caller;
  await updateUser(tx, {
    tenantId,
    userId: user.userId,
    values: {
      passwordHash: temporary.hash,
      passwordTemporary: true,
      passwordExpiresAt: temporaryPasswordExpiry(deps.clock.now()),
    },
    at: deps.clock.now(),
  });
  await revokeUserSessions(tx, { tenantId, userId: user.userId, at: deps.clock.now() });
  const data = {
    name: user.displayName,
    companyName: await companyNameOf(tx, tenantId),
    tenantId,
    username: user.userId,
    temporaryPassword: temporary.password,
    code: encodeAuthCode({ tenantId, userId: user.userId, password: temporary.password }),
  };
  await deps.mailer.enqueue(
    tx,
    params.template === 'user-invitation'
      ? {
          tenantId,
          to: user.email,
          template: 'user-invitation',
          data: { ...data, inviterName: caller.name },
        }
      : { tenantId, to: user.email, template: 'temporary-password', data },
  );
}
