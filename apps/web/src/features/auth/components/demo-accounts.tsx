import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DemoAccount } from '@tallysheet/contract/util/util';

export const DEMO_ACCOUNTS_TEXT = {
  heading: 'Local stage: fill in a demo account',
} as const;

/**
 * The autofill helper (A§6): on the local stage only (the server sends no accounts elsewhere),
 * each demo account fills Customer ID, Username and Password. Loaded apart from the login page.
 */
export default function DemoAccounts({
  accounts,
  onPick,
}: {
  accounts: DemoAccount[];
  onPick(account: DemoAccount): void;
}) {
  return (
    <Box
      component="section"
      aria-labelledby="demo-accounts-heading"
      sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id="demo-accounts-heading" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {DEMO_ACCOUNTS_TEXT.heading}
      </Typography>
      <Stack spacing={1}>
        {accounts.map((account) => (
          <Button
            key={`${account.tenantId}#${account.username}`}
            variant="outlined"
            size="small"
            onClick={() => onPick(account)}
            sx={{ justifyContent: 'flex-start', textAlign: 'left' }}
          >
            {account.label}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
