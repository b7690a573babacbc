import { createStore } from './store.ts';

/**
 * The activation modal's state (A§4 "when the modal state is on"): opened, dismissable, by the
 * trial notice's Upgrade button and the banner's subscribe link. An inactive tenant's Billing
 * Administrator sees it regardless, and cannot dismiss it.
 */
export const subscriptionModal = createStore({ open: false });

export const openSubscriptionModal = () => subscriptionModal.set({ open: true });
export const closeSubscriptionModal = () => subscriptionModal.set({ open: false });
