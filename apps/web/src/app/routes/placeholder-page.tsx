import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/page-header.tsx';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { routeTitle } from '@/app/route-guard.tsx';
import type { AppRoute } from '@/app/route-table.ts';

/** A screen built in a later issue: its title and what it is for. */
export default function PlaceholderPage({ route }: { route: AppRoute }) {
  const { brandName } = useClientConfig();
  return (
    <>
      <PageHeader title={routeTitle(route, brandName)} />
      {route.description && (
        <Card>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {route.description}
            </Typography>
          </CardContent>
        </Card>
      )}
    </>
  );
}
