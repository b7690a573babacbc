import { createContext, useContext } from 'react';
import type { ClientConfig } from '@tallysheet/contract/util/util';

export const ClientConfigContext = createContext<ClientConfig | null>(null);

/** The deployment's brand, stage, version and flag defaults (loaded before anything else). */
export function useClientConfig(): ClientConfig {
  const config = useContext(ClientConfigContext);
  if (!config) throw new Error('useClientConfig outside the start-up');
  return config;
}
