import { createContext, useContext } from 'react';
import type { Profile } from '@tallysheet/contract/profile/profile';
import type { TenantInformation } from '@tallysheet/contract/tenants/tenant-information';
import type { FeatureFlags } from '@tallysheet/contract/util/util';

/** What the signed-in app knows after start-up: who, which tenant, which flags. */
export interface Bootstrap {
  profile: Profile;
  tenant: TenantInformation;
  flags: FeatureFlags;
}

export const BootstrapContext = createContext<Bootstrap | null>(null);

export function useBootstrap(): Bootstrap {
  const value = useContext(BootstrapContext);
  if (!value) throw new Error('useBootstrap outside the signed-in app');
  return value;
}
