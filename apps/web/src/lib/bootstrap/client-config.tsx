import { createContext, useContext, useEffect } from 'react';
import type { ClientConfig } from '@tallysheet/contract/util/util';

export const ClientConfigContext = createContext<ClientConfig | null>(null);

/** The deployment's brand, stage, version and flag defaults (loaded before anything else). */
export function useClientConfig(): ClientConfig {
  const config = useContext(ClientConfigContext);
  if (!config) throw new Error('useClientConfig outside the start-up');
  return config;
}

/**
 * Sets the browser tab to "{title} | {brand}" (the brand alone without a title). Kept beside
 * the config it reads so that it ships in the chunk every page loads, not in a chunk of its own
 * that the sign-in page would fetch too.
 */
export function useDocumentTitle(title: string) {
  const { brandName } = useClientConfig();
  useEffect(() => {
    document.title = title ? `${title} | ${brandName}` : brandName;
  }, [title, brandName]);
}
