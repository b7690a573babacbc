import LinkOffIcon from '@mui/icons-material/LinkOff';
import ScheduleIcon from '@mui/icons-material/Schedule';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PortalError } from '../api/portal-request.ts';
import { PortalLayout } from '@/components/portal-layout.tsx';

const RESEND = 'Please ask the person who sent you the timecard to send it again.';

export type LinkProblemKind = 'invalid' | 'expired' | 'gone' | 'busy' | 'failed';

const PROBLEMS: Record<LinkProblemKind, { title: string; text: string; icon: typeof LinkOffIcon }> =
  {
    invalid: {
      title: 'This link is not valid',
      text: `It may be incomplete, or a newer e-mail may have replaced it. Check that you opened the whole link from the e-mail. ${RESEND}`,
      icon: LinkOffIcon,
    },
    expired: {
      title: 'This link has expired',
      text: `Approval links work for a limited time. ${RESEND}`,
      icon: ScheduleIcon,
    },
    gone: {
      title: 'This timesheet is no longer available',
      text: `It may have been withdrawn or deleted. ${RESEND}`,
      icon: LinkOffIcon,
    },
    busy: {
      title: 'Too many attempts',
      text: 'Please wait a minute, then try again.',
      icon: ScheduleIcon,
    },
    failed: {
      title: 'We could not load this timecard',
      text: 'Check your internet connection and try again.',
      icon: CloudOffIcon,
    },
  };

/** What a failed load means for the visitor. */
export function problemOf(error: unknown): LinkProblemKind {
  if (!(error instanceof PortalError)) return 'failed';
  if (error.status === 401) return /expired/i.test(error.message) ? 'expired' : 'invalid';
  if (error.status === 400) return 'invalid';
  if (error.status === 404) return 'gone';
  if (error.status === 429) return 'busy';
  return 'failed';
}

/** The plain page for a link that cannot be used: what happened and whom to ask. */
export function LinkProblem({ kind, onRetry }: { kind: LinkProblemKind; onRetry?(): void }) {
  const problem = PROBLEMS[kind];
  const Icon = problem.icon;
  const canRetry = onRetry && (kind === 'failed' || kind === 'busy');
  return (
    <PortalLayout>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Icon sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
          <Typography variant="h5" component="h1">
            {problem.title}
          </Typography>
          <Typography color="text.secondary">{problem.text}</Typography>
          {canRetry && (
            <Button variant="contained" onClick={onRetry} sx={{ minHeight: 44 }}>
              Try again
            </Button>
          )}
        </Stack>
      </Paper>
    </PortalLayout>
  );
}
