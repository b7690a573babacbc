import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import { PageHeader } from '@/components/page-header.tsx';
import { LinkCards } from '@/components/link-cards.tsx';
import { paths } from '@/config/paths.ts';
import { REPORT_TEXT } from '@/features/reporting/messages.ts';

const REPORTS = [
  {
    to: paths.hoursOverPeriod,
    title: REPORT_TEXT.hoursOverPeriod,
    description: REPORT_TEXT.hoursOverPeriodDescription,
  },
];

/** The Reporting landing (A§2.2): a card per report with what it answers. */
export default function ReportingPage() {
  return (
    <>
      <PageHeader title={REPORT_TEXT.landingTitle} />
      <LinkCards
        label="Reports"
        columns={{ xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' }}
        cards={REPORTS}
        icon={<BarChartOutlined color="primary" aria-hidden />}
      />
    </>
  );
}
