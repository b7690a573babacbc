import { seatCostAlert } from '@tallysheet/contract/tenants/pricing';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';

/**
 * The seat-cost alert (A§9) for adding or removing one active user, from the tenant's seat
 * count and plan; null when none applies.
 */
export function useSeatCost(change: 'add' | 'remove' | null): string | null {
  const { tenant } = useBootstrap();
  if (!change) return null;
  return seatCostAlert({
    change,
    systemUsers: tenant.numberOfSystemUsers,
    isEnterprise: tenant.billing.isEnterprise,
    subscriptionType: tenant.billing.subscriptionType,
  });
}
