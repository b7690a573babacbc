import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { FormSkeleton, ReloadAlert } from '@/components/load-states.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { usePayRules } from '@/features/pay-rules/api/pay-rules.ts';
import { HolidaysSection } from '@/features/pay-rules/components/holidays-section.tsx';
import { PayRulesForm } from '@/features/pay-rules/components/pay-rules-form.tsx';
import { PAY_RULES_TEXT } from '@/features/pay-rules/messages.ts';

/** Admin Settings → Overtime and Holidays (issue 31 §2, Administrator). */
export default function PayRulesPage() {
  const current = usePayRules();
  let rules;
  if (current.data) rules = <PayRulesForm current={current.data} />;
  else if (current.isError)
    rules = (
      <ReloadAlert onReload={() => void current.refetch()}>{PAY_RULES_TEXT.loadError}</ReloadAlert>
    );
  else rules = <FormSkeleton rows={4} />;
  const padding = { p: { xs: 2, sm: 3 } };
  return (
    <>
      <PageHeader title={PAY_RULES_TEXT.title} subtitle={PAY_RULES_TEXT.subtitle} />
      <Stack spacing={2}>
        <Card>
          <CardContent sx={padding}>{rules}</CardContent>
        </Card>
        <Card>
          <CardContent sx={{ ...padding, maxWidth: 760 }}>
            <HolidaysSection />
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}
