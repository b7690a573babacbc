import type { ClientErrorReport } from '@tallysheet/contract/util/client-error';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ServiceDeps } from '../../lib/deps.ts';

/** Writes a web app failure to the server log, with its tenant and user when signed in. */
export function reportClientError({
  deps,
  caller,
  report,
}: {
  deps: Pick<ServiceDeps, 'log'>;
  caller: Pick<AuthContext, 'tenantId' | 'userId'> | null;
  report: ClientErrorReport;
}): void {
  deps.log.error(
    { clientError: report, tenantId: caller?.tenantId ?? null, userId: caller?.userId ?? null },
    'client error',
  );
}
