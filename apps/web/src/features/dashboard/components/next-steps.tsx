import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { OnboardingData } from '@tallysheet/contract/onboarding/onboarding';
import { paths } from '@/config/paths.ts';

export const NEXT_STEPS_TEXT = {
  title: (company: string) => `${company} is set up. What to do next:`,
  subtitle: (brand: string) => `Your company's time, approvals and billing on ${brand}.`,
  invited: (names: string[], project: string | undefined) =>
    `${names.join(', ')} ${names.length === 1 ? 'has' : 'have'} been e-mailed a username and a temporary password${project ? ` and can log time on ${project} at once` : ''}.`,
  invite: 'Invite the people who record their time, and assign them to projects, in ',
  client: 'Add the company you work for, its projects and the contacts who approve time, in ',
  approvals:
    'Each submitted week is e-mailed to its project’s contacts for approval; what waits shows below as Timecards pending approval.',
  yourTime: 'Log your own hours in ',
} as const;

function Steps({ data }: { data: OnboardingData }) {
  const invited = data.invited ?? [];
  return (
    <ol style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
      {!data.clientName && (
        <li>
          {NEXT_STEPS_TEXT.client}
          <Link underline="always" component={RouterLink} to={paths.clients}>
            Clients
          </Link>
          .
        </li>
      )}
      {invited.length > 0 ? (
        <li>{NEXT_STEPS_TEXT.invited(invited, data.projectName)}</li>
      ) : (
        <li>
          {NEXT_STEPS_TEXT.invite}
          <Link underline="always" component={RouterLink} to={paths.users}>
            Users
          </Link>
          .
        </li>
      )}
      <li>{NEXT_STEPS_TEXT.approvals}</li>
      <li>
        {NEXT_STEPS_TEXT.yourTime}
        <Link underline="always" component={RouterLink} to={paths.submit}>
          Submit Timesheet
        </Link>
        .
      </li>
    </ol>
  );
}

/**
 * The first visit after Account Setup (issue 28): what the company does next, from what the
 * wizard did (a client made, associates invited), instead of a "welcome back".
 */
export function NextSteps({ company, data }: { company: string; data: OnboardingData }) {
  return (
    <Alert severity="success" sx={{ mb: 3 }} aria-live="polite">
      <AlertTitle>{NEXT_STEPS_TEXT.title(company)}</AlertTitle>
      <Steps data={data} />
    </Alert>
  );
}
