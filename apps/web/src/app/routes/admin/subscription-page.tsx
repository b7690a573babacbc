import { PageHeader } from '@/components/page-header.tsx';
import { ManageSubscription } from '@/features/billing/components/manage-subscription.tsx';

/** Manage Subscription (A§2.2, Billing Administrator). */
export default function SubscriptionPage() {
  return (
    <>
      <PageHeader title="Manage Subscription" />
      <ManageSubscription />
    </>
  );
}
