import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { REPORT_TEXT } from '@/features/reporting/messages.ts';

const REPORTS = [
  {
    path: paths.hoursOverPeriod,
    title: REPORT_TEXT.hoursOverPeriod,
    description: REPORT_TEXT.hoursOverPeriodDescription,
  },
];

/** The Reporting landing (A§2.2): a card per report with what it answers. */
export default function ReportingPage() {
  return (
    <>
      <PageHeader title={REPORT_TEXT.landingTitle} />
      <Box
        component="ul"
        aria-label="Reports"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {REPORTS.map((report) => (
          <li key={report.path}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={report.path}
                sx={{ height: '100%', alignItems: 'flex-start' }}
              >
                <CardContent sx={{ display: 'flex', gap: 1.5 }}>
                  <BarChartOutlined color="primary" aria-hidden />
                  <div>
                    <Typography variant="h6" component="h2">
                      {report.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {report.description}
                    </Typography>
                  </div>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </>
  );
}
