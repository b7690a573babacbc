import type {
  AccountInformation,
  UpdateAccountInformation,
} from '@tallysheet/contract/tenants/account-information';
import { billingDay } from '@tallysheet/contract/tenants/billing';
import type { ServiceDeps } from '../../lib/deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import { presentAccountInformation } from './account-information.presenter.ts';
import { findLogoHash } from './logo.repository.ts';
import { logoUrl } from './logo.service.ts';
import {
  countTenantUsers,
  findTenant,
  updateTenant,
  type TenantRow,
} from './tenants.repository.ts';
import { recordAudit } from '../audit/record.ts';
import { tenantSettingAudit } from '../audit/account-entries.ts';

function columnsOf(input: UpdateAccountInformation): Partial<TenantRow> {
  const { address } = input;
  return {
    name: input.companyName,
    timezone: input.timezone,
    sessionRecording: input.sessionRecording,
    requireMfaForAdministrators: input.requireMfaForAdministrators,
    rejectedDaysReopen: input.rejectedDaysReopen,
    ...(address && {
      addressLine1: address.line1,
      addressLine2: address.line2,
      addressCity: address.city,
      addressRegion: address.region,
      addressPostalCode: address.postalCode,
      addressCountry: address.country,
    }),
  };
}

/** Reads, or changes then reads, the caller's tenant's Account Information. */
export function accountInformation({
  deps,
  tenantId,
  change,
}: {
  deps: ServiceDeps;
  tenantId: string;
  change?: UpdateAccountInformation;
}): Promise<AccountInformation> {
  return deps.db.withTenant(tenantId, async (tx) => {
    const values = change && columnsOf(change);
    const before = values && (await findTenant(tx, { tenantId }));
    const row =
      values && Object.values(values).some((value) => value !== undefined)
        ? await updateTenant(tx, { tenantId, values, at: deps.clock.now() })
        : await findTenant(tx, { tenantId });
    if (!row) throw notFound('Tenant not found');
    await recordAudit(
      tx,
      deps,
      tenantSettingAudit(deps, {
        tenantId,
        entityType: 'accountInformation',
        before,
        after: values,
      }),
    );
    const { systemUsers } = await countTenantUsers(tx, { tenantId });
    const logo = logoUrl(await findLogoHash(tx, { tenantId }));
    return presentAccountInformation(row, { systemUsers, logo }, billingDay(deps.clock.now()));
  });
}
