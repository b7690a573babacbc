import type { Banner } from '@tallysheet/contract/tenants/banner';
import { createStore } from './store.ts';

/** The banner set from the developer menu (per browser session). */
export const customBanner = createStore<Banner | null>(null);
/** The message of the dismissable banner the user closed. */
export const dismissedBanner = createStore<string | null>(null);

/** Logout: the next user sees no banner set or closed by this one. */
export function clearBanners() {
  customBanner.set(null);
  dismissedBanner.set(null);
}
