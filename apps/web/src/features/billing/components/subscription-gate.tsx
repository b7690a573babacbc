import { useEffect } from 'react';
import { activationRequired } from '@tallysheet/contract/tenants/billing';
import { isBillingAdministrator } from '@tallysheet/contract/roles/roles';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import { useStore } from '@/lib/store.ts';
import { closeSubscriptionModal, subscriptionModal } from '@/lib/subscription-modal.ts';
import { useActivateSubscription } from '../api/subscribe.ts';
import { SubscribeDialog } from './subscribe-dialog.tsx';

/**
 * The subscription's say over the app (A§4), for a Billing Administrator of a self-service
 * tenant: an activation-required tenant asks for Monthly on its own; an inactive one sees the
 * activation modal and cannot dismiss it; otherwise the modal opens when asked.
 */
export function SubscriptionGate() {
  const { profile, tenant } = useBootstrap();
  const open = useStore(subscriptionModal, (state) => state.open);
  const plan = useStore(subscriptionModal, (state) => state.plan);
  const activate = useActivateSubscription();
  const selfService = isBillingAdministrator(profile.systemRole) && !tenant.billing.isEnterprise;
  const needsActivation = selfService && activationRequired(tenant.billing);

  useEffect(() => {
    if (needsActivation && activate.isIdle)
      activate.mutate({ name: profile.displayName, email: profile.email });
  }, [needsActivation, activate, profile.displayName, profile.email]);

  if (!selfService) return null;
  const forced = tenant.billing.subscriptionStatus === 'inactive' || needsActivation;
  return (
    <SubscribeDialog
      open={forced || open}
      dismissable={!forced}
      plan={plan}
      onClose={closeSubscriptionModal}
    />
  );
}
