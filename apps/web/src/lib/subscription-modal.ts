import { createStore } from './store.ts';

/**
 * The activation modal's state (A§4 "when the modal state is on"): opened, dismissable, by the
 * trial notice's Upgrade button and the banner's subscribe link. An inactive tenant's Billing
 * Administrator sees it regardless, and cannot dismiss it.
 */
export const subscriptionModal = createStore<{ open: boolean; plan?: 'Monthly' | 'Annual' }>({
  open: false,
});

/** Opens the modal, on `plan` when the opener has one chosen (it stays chosen through it). */
export const openSubscriptionModal = (plan?: 'Monthly' | 'Annual') =>
  subscriptionModal.set({ open: true, plan });
export const closeSubscriptionModal = () => subscriptionModal.set({ open: false });
