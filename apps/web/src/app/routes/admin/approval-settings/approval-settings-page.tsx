import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { FormSkeleton, ReloadAlert } from '@/components/load-states.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useApprovalSettings } from '@/features/approval-settings/api/approval-settings.ts';
import { ApprovalSettingsForm } from '@/features/approval-settings/components/approval-settings-form.tsx';
import { APPROVAL_SETTINGS_TEXT } from '@/features/approval-settings/messages.ts';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';

/** Admin Settings → Approvals and Reminders (issue 29 §2, Administrator). */
export default function ApprovalSettingsPage() {
  const current = useApprovalSettings();
  const { tenant } = useBootstrap();
  let body;
  if (current.data)
    body = <ApprovalSettingsForm current={current.data} timezone={tenant.timezone} />;
  else if (current.isError)
    body = (
      <ReloadAlert onReload={() => void current.refetch()}>
        {APPROVAL_SETTINGS_TEXT.loadError}
      </ReloadAlert>
    );
  else body = <FormSkeleton rows={6} />;
  return (
    <>
      <PageHeader title={APPROVAL_SETTINGS_TEXT.title} />
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>{body}</CardContent>
      </Card>
    </>
  );
}
