import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { FormSkeleton, ReloadAlert } from '@/components/load-states.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useInternalEmail } from '@/features/internal-email/api/internal-email.ts';
import { InternalEmailForm } from '@/features/internal-email/components/internal-email-form.tsx';

/** Internal Contact Email (A§2.2, Administrator). */
export default function InternalEmailPage() {
  const current = useInternalEmail();
  let body;
  if (current.data) body = <InternalEmailForm current={current.data} />;
  else if (current.isError)
    body = (
      <ReloadAlert onReload={() => void current.refetch()}>
        Could not load the Internal Contact Email
      </ReloadAlert>
    );
  else body = <FormSkeleton rows={2} />;
  return (
    <>
      <PageHeader title="Internal Contact Email" />
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>{body}</CardContent>
      </Card>
    </>
  );
}
