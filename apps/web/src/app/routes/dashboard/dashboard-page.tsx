import ChevronRight from '@mui/icons-material/ChevronRight';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import {
  DASHBOARD_PEOPLE_FIGURES,
  type DashboardPeopleFigure,
} from '@tallysheet/contract/reporting/dashboard-people';
import { PageHeader } from '@/components/page-header.tsx';
import { LinkCards } from '@/components/link-cards.tsx';
import { paths } from '@/config/paths.ts';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { routeTitle } from '@/app/route-guard.tsx';
import { routeByPath } from '@/app/route-table.ts';
import { mayOpen } from '@/app/shell/menu.ts';
import {
  DashboardFigures,
  PEOPLE_PARAM,
} from '@/features/dashboard/components/dashboard-figures.tsx';
import { DashboardPeopleDialog } from '@/features/dashboard/components/dashboard-people-dialog.tsx';
import { ApprovalFigures } from '@/features/dashboard/components/approval-figures.tsx';
import { getOnboardingStateQueryOptions } from '@/features/onboarding/api/onboarding-state.ts';
import { NEXT_STEPS_TEXT, NextSteps } from '@/features/dashboard/components/next-steps.tsx';

/** The state Account Setup navigates here with, finished or skipped: the first visit. */
export interface DashboardArrival {
  setUp?: boolean;
}

/** The areas the dashboard offers, in menu order (D§2.4). */
const DASHBOARD_AREAS = [
  paths.timesheets,
  paths.searchTimecards,
  paths.clients,
  paths.projects,
  paths.contacts,
  paths.tasks,
  paths.suppliers,
  paths.supplierContacts,
  paths.users,
  paths.reporting,
  paths.accountInformation,
  paths.internalEmail,
  paths.subscription,
  paths.apiKeys,
  paths.myTime,
  paths.submit,
];

/** Company Dashboard: the live figures, then a card with a description for each area the user may open. */
export default function DashboardPage() {
  const { profile, tenant, flags } = useBootstrap();
  const config = useClientConfig();
  const ctx = { role: profile.systemRole, tenant, flags };
  const location = useLocation();
  const firstVisit = Boolean((location.state as DashboardArrival | null)?.setUp);
  // What the wizard did, for the next steps.
  const wizard = useQuery({ ...getOnboardingStateQueryOptions(), enabled: firstVisit });
  const [params, setParams] = useSearchParams();
  const asked = params.get(PEOPLE_PARAM);
  const figure = (DASHBOARD_PEOPLE_FIGURES as readonly string[]).includes(asked ?? '')
    ? (asked as DashboardPeopleFigure)
    : null;
  const closePeople = () =>
    setParams(
      (current) => {
        current.delete(PEOPLE_PARAM);
        return current;
      },
      { replace: true, state: location.state },
    );
  const areas = DASHBOARD_AREAS.filter((path) => mayOpen(path, ctx)).map((path) =>
    routeByPath(path)!,
  );
  return (
    <>
      <PageHeader
        title="Company Dashboard"
        subtitle={
          firstVisit
            ? NEXT_STEPS_TEXT.subtitle(config.brandName)
            : `Welcome back, ${profile.displayName}. Everything ${tenant.tenantName} runs on ${config.brandName}, one click away.`
        }
      />
      {firstVisit && <NextSteps company={tenant.tenantName} data={wizard.data?.data ?? {}} />}
      <DashboardFigures />
      <ApprovalFigures />
      <DashboardPeopleDialog figure={figure} onClose={closePeople} />
      <LinkCards
        label="Areas"
        columns="repeat(auto-fill, minmax(260px, 1fr))"
        cards={areas.map((route) => ({
          to: route.path,
          title: routeTitle(route, config.brandName),
          description: route.description,
        }))}
        end={<ChevronRight color="action" aria-hidden="true" />}
      />
    </>
  );
}
