import Button from '@mui/material/Button';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import { REPORT_TEXT } from '@/features/reporting/messages.ts';
import { reportLinkFromSearch } from '@/features/reporting/report-query.ts';
import { TimecardSearch } from '@/features/timecard-search/components/timecard-search.tsx';
import { SEARCH_TEXT } from '@/features/timecard-search/messages.ts';

/** Search Timecards (A§2.2): find timecards by who, where, when, status and description. */
export default function SearchTimecardsPage() {
  const [params] = useSearchParams();
  const { flags } = useBootstrap();
  return (
    <>
      <PageHeader
        title={SEARCH_TEXT.title}
        action={
          // The same filters as hours over time (with the Reporting flag on).
          flags.Reporting && (
            <Button
              component={RouterLink}
              to={reportLinkFromSearch(params)}
              variant="outlined"
              startIcon={<BarChartOutlined aria-hidden />}
            >
              {REPORT_TEXT.openInReport}
            </Button>
          )
        }
      />
      <TimecardSearch />
    </>
  );
}
