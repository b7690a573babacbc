import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AccountInformation } from '@tallysheet/contract/tenants/account-information';
import { SUBSCRIPTION_STATUS_LABELS } from '@tallysheet/contract/tenants/tenant-information';
import { formatDate, MISSING } from '@/lib/dates.ts';

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
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary" noWrap>
            {fact.label}
          </Typography>
          <Typography component="dd" variant="body2" noWrap title={fact.value} sx={{ m: 0 }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
