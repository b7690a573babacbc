import {
  INITIAL_ONBOARDING_STATE,
  type OnboardingState,
} from '@tallysheet/contract/onboarding/onboarding';
import type { ServiceDeps } from '../../lib/deps.ts';
import { markTenantSetUp } from '../tenants/tenants.service.ts';
import {
  findOnboardingState,
  upsertOnboardingState,
  type OnboardingStateRow,
} from './onboarding.repository.ts';
import { recordAudit } from '../audit/record.ts';
import { tenantSettingAudit } from '../audit/account-entries.ts';

const present = (row: OnboardingStateRow | undefined): OnboardingState =>
  row
    ? {
        step: row.step,
        completedSteps: row.completedSteps,
        data: row.data,
        finished: row.finished,
      }
    : INITIAL_ONBOARDING_STATE;

/** The tenant's Account Setup progress; a tenant that never started it is at the first step. */
export function getOnboardingState({ deps, tenantId }: { deps: ServiceDeps; tenantId: string }) {
  return deps.db.withTenant(tenantId, async (tx) =>
    present(await findOnboardingState(tx, { tenantId })),
  );
}

/**
 * Stores the wizard's progress. Finishing or dismissing it (`finished`) also ends the tenant's
 * new-customer state in the same transaction, so Home goes to the Dashboard from then on (A§2.2).
 */
export function saveOnboardingState({
  deps,
  tenantId,
  state,
}: {
  deps: ServiceDeps;
  tenantId: string;
  state: OnboardingState;
}) {
  return deps.db.withTenant(tenantId, async (tx) => {
    const at = deps.clock.now();
    const before = present(await findOnboardingState(tx, { tenantId }));
    const row = await upsertOnboardingState(tx, { tenantId, values: state, at });
    await recordAudit(
      tx,
      deps,
      tenantSettingAudit(deps, { tenantId, entityType: 'onboarding', before, after: state }),
    );
    if (state.finished) await markTenantSetUp(tx, { tenantId, at });
    return present(row);
  });
}
