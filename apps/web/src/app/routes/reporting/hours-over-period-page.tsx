import { PageHeader } from '@/components/page-header.tsx';
import { HoursReport } from '@/features/reporting/components/hours-report.tsx';
import { REPORT_TEXT } from '@/features/reporting/messages.ts';

/** Report - Hours Over Period (A§2.2): where the company's hours went, by interval and group. */
export default function HoursOverPeriodPage() {
  return (
    <>
      <PageHeader title={REPORT_TEXT.title} />
      <HoursReport />
    </>
  );
}
