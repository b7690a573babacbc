import type { ClientConfig } from '@tallysheet/contract/util/util';
import { retryDelay, retryQuery } from '@/lib/read-retries.ts';
import { createStore } from '@/lib/store.ts';
import { getClientConfig } from './get-client-config.ts';

interface ClientConfigState {
  data: ClientConfig | null;
  /** The read failed, retries included (A§9): start-up offers to try again. */
  failed: boolean;
}

/**
 * The client config every page starts with (A§2.5), read once per page load. Kept outside the
 * query cache, which only the signed-in app and the link-opened pages use: the sign-in page
 * loads no query library (its JS is held to 180 KB gzip, scripts/bundle-budget.mjs).
 */
export const clientConfig = createStore<ClientConfigState>({ data: null, failed: false });

let reading: Promise<void> | null = null;

/** Reads the config unless it is in or being read; a failed read is retried as queries are. */
export function loadClientConfig(): Promise<void> {
  if (clientConfig.get().data) return Promise.resolve();
  reading ??= read().finally(() => {
    reading = null;
  });
  return reading;
}

async function read(): Promise<void> {
  clientConfig.set({ data: null, failed: false });
  for (let failures = 0; ; failures += 1) {
    try {
      clientConfig.set({ data: await getClientConfig(), failed: false });
      return;
    } catch (error) {
      if (!retryQuery(failures, error)) {
        clientConfig.set({ data: null, failed: true });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, retryDelay(failures)));
    }
  }
}
