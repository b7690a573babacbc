import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { routeTitle } from '@/app/route-guard.tsx';
import type { AppRoute } from '@/app/route-table.ts';

const TAB_LABELS: Record<string, string> = {
  '/reporting/hours-over-period': 'Hours Over Period',
  '/reporting': 'Overview',
};

/** A grouped page shows its siblings as tabs. */
export function TabBar({ current, siblings }: { current: string; siblings: AppRoute[] }) {
  const { brandName } = useClientConfig();
  if (siblings.length < 2) return null;
  return (
    <Tabs
      value={current}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Related pages"
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
    >
      {siblings.map((route) => (
        <Tab
          key={route.path}
          value={route.path}
          label={TAB_LABELS[route.path] ?? routeTitle(route, brandName)}
          component={RouterLink}
          to={route.path}
          sx={{ minHeight: 40, py: 1 }}
        />
      ))}
    </Tabs>
  );
}
