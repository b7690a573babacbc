import type { FeatureFlagName, FeatureFlags } from '@tallysheet/contract/util/util';
import { persisted } from './persisted-state.ts';

/** The flags in force: the server's defaults with this browser's overrides on top. */
export function effectiveFlags(
  defaults: FeatureFlags,
  overrides: Partial<Record<FeatureFlagName, boolean>>,
): FeatureFlags {
  return { ...defaults, ...overrides };
}

export function setFlagOverride(flag: FeatureFlagName, value: boolean | undefined) {
  persisted.set((state) => {
    const overrides = { ...state.features.overrides };
    if (value === undefined) delete overrides[flag];
    else overrides[flag] = value;
    return { ...state, features: { ...state.features, overrides } };
  });
}
