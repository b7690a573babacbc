import type { AccountInformation } from '@tallysheet/contract/tenants/account-information';
import { SUBSCRIPTION_STATUS_LABELS } from '@tallysheet/contract/tenants/tenant-information';
import { formatDate, MISSING } from '@/lib/dates.ts';
import { FactList } from '@/components/fact-list.tsx';

/** What Account Information shows but nobody changes there: the account's own facts. */
export function AccountFacts({ account }: { account: AccountInformation }) {
  const facts = [
    { label: 'Customer ID', value: account.tenantId },
    { label: 'Created', value: formatDate(account.createdAt) },
    { label: 'Plan', value: account.plan ?? MISSING },
    {
      label: 'Status',
      value: account.subscriptionStatus
        ? SUBSCRIPTION_STATUS_LABELS[account.subscriptionStatus]
        : MISSING,
    },
    { label: 'System Users', value: String(account.numberOfSystemUsers) },
  ];
  return <FactList facts={facts} minWidth={140} />;
}
