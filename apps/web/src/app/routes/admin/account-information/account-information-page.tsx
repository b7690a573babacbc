import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import { FormSkeleton, ReloadAlert } from '@/components/load-states.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useAccountInformation } from '@/features/account-information/api/account-information.ts';
import { AccountFacts } from '@/features/account-information/components/account-facts.tsx';
import { LogoSection } from '@/features/account-information/components/logo-section.tsx';
import { AccountInformationForm } from './account-information-form.tsx';

export const ACCOUNT_PAGE_TEXT = {
  title: 'Account Information',
  loadError: 'Could not load your account information',
} as const;

/** Account Information (A§2.2, Administrator): the account's facts and the company's details. */
export default function AccountInformationPage() {
  const account = useAccountInformation();
  let body;
  if (account.data) {
    body = (
      <>
        <AccountFacts account={account.data} />
        <Divider sx={{ my: 3 }} />
        <LogoSection logoUrl={account.data.logoUrl} />
        <Divider sx={{ my: 3 }} />
        <AccountInformationForm account={account.data} />
      </>
    );
  } else if (account.isError) {
    body = (
      <ReloadAlert onReload={() => void account.refetch()}>
        {ACCOUNT_PAGE_TEXT.loadError}
      </ReloadAlert>
    );
  } else {
    body = <FormSkeleton rows={6} />;
  }
  return (
    <>
      <PageHeader title={ACCOUNT_PAGE_TEXT.title} />
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>{body}</CardContent>
      </Card>
    </>
  );
}
