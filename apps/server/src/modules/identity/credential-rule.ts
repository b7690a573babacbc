import type { SystemRole } from '@tallysheet/contract/roles/roles';
import {
  credentialChangeBlock,
  mayOverrideCredentialRule,
} from '@tallysheet/contract/users/user-rules';
import type { AuthContext } from '../../lib/auth-context.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { Logger } from '../../lib/logger.ts';

/** Which credential a change touches, as the audit line names it. */
export type Credential = 'password' | 'email' | 'mfa';

/**
 * Refuses (403 naming the rule) resetting the password, changing the e-mail or resetting the
 * second factor of the Billing Administrator (unless the caller is them) or of a user above the
 * caller's role (issue 26). A super user of an internal tenant passes, and the pass is written
 * to the log as an audit line (there is no audit table for passwords and e-mails).
 */
export function authorizeCredentialChange(params: {
  target: { userId: string; role: SystemRole };
  caller: AuthContext;
  credential: Credential;
  path: string;
  log: Logger;
}): void {
  const { target, caller } = params;
  const problem = credentialChangeBlock(target, caller);
  if (!problem) return;
  if (!mayOverrideCredentialRule(caller))
    throw new HttpError(403, problem, { issues: [{ path: params.path, message: problem }] });
  params.log.warn(
    {
      audit: {
        event: 'credential-rule-overridden',
        credential: params.credential,
        tenantId: caller.tenantId,
        actorUserId: caller.userId,
        userId: target.userId,
        userRole: target.role,
      },
    },
    'an internal super user changed the credentials of a user the rule protects',
  );
}
