import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApprovalView, DayReviewValue } from '@tallysheet/contract/timesheets/timesheets';
import { formatDate } from '@/lib/dates.ts';
import { PortalError } from '../api/portal-request.ts';
import { useSubmitApproval } from '../api/submit-approval.ts';
import {
  buildDecision,
  countChoices,
  missingComments,
  openDays,
  workedDays,
  type Choices,
  type WorkedDay,
} from '../decisions.ts';
import { failureNotice, sentText, type Notice } from '../submit-outcome.ts';
import { ApprovalSummary } from './approval-summary.tsx';
import { DayCard } from './day-card.tsx';
import { DecisionBar } from './decision-bar.tsx';
import { PortalLayout } from '@/components/portal-layout.tsx';

function DaySection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={id} variant="h6" component="h2" sx={{ flex: '1 0 auto' }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Stack>
  );
}

/** The contact's review of the days: choose, comment on rejections, submit; then read-only. */
export function ApprovalForm({
  token,
  view,
  refreshing,
  onStale,
}: {
  token: string;
  view: ApprovalView;
  refreshing: boolean;
  /** Someone decided meanwhile: reload the view. */
  onStale(): void;
}) {
  const submit = useSubmitApproval(token);
  const [choices, setChoices] = useState<Choices>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sent, setSent] = useState<{ approved: number; rejected: number } | null>(null);
  const comments = useRef(new Map<string, HTMLTextAreaElement>());
  const confirmation = useRef<HTMLDivElement>(null);

  const days = workedDays(view);
  const open = openDays(days);
  const decided = days.filter((day) => day.review !== null);
  const counts = countChoices(open, choices);
  const busy = submit.isPending;

  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const choose = (key: string, review: DayReviewValue | null) => {
    setChoices((current) => {
      const next = { ...current };
      if (review) next[key] = { review, comment: current[key]?.comment ?? '' };
      else delete next[key];
      return next;
    });
    if (review !== 'rejected') setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const comment = (key: string, text: string) => {
    setChoices((current) => ({ ...current, [key]: { review: 'rejected', comment: text } }));
    if (text.trim()) setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const approveRemaining = () =>
    setChoices((current) => {
      const next = { ...current };
      for (const day of open) next[day.key] ??= { review: 'approved', comment: '' };
      return next;
    });

  const send = async () => {
    setNotice(null);
    if (counts.approved + counts.rejected === 0) {
      setNotice({ severity: 'info', text: 'Approve or reject at least one day, then submit.' });
      return;
    }
    const missing = missingComments(open, choices);
    const firstMissing = open.find((day) => missing[day.key]);
    if (firstMissing) {
      setErrors(missing);
      comments.current.get(firstMissing.key)?.focus();
      return;
    }
    const { body, keyAt } = buildDecision(open, choices);
    try {
      await submit.mutateAsync(body);
      setChoices({});
      setErrors({});
      setSent({ approved: counts.approved, rejected: counts.rejected });
    } catch (error) {
      const issues = error instanceof PortalError && error.status === 400 ? error.body.issues : [];
      const fieldErrors = Object.fromEntries(
        (issues ?? []).flatMap((issue) => {
          const key = keyAt(issue.path);
          return key ? [[key, issue.message]] : [];
        }),
      );
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        const first = open.find((day) => fieldErrors[day.key]);
        if (first) comments.current.get(first.key)?.focus();
        return;
      }
      if (error instanceof PortalError && error.status === 409) onStale();
      setNotice(failureNotice(error));
    }
  };

  const card = (day: WorkedDay, editable: boolean) => (
    <DayCard
      key={day.key}
      day={day}
      choice={editable ? choices[day.key] : undefined}
      error={editable ? errors[day.key] : undefined}
      disabled={busy}
      onChoose={editable ? (review) => choose(day.key, review) : undefined}
      onComment={(text) => comment(day.key, text)}
      commentRef={(element) => {
        if (element) comments.current.set(day.key, element);
        else comments.current.delete(day.key);
      }}
    />
  );

  return (
    <PortalLayout
      companyName={view.companyName}
      footer={
        open.length > 0 && (
          <DecisionBar counts={counts} submitting={busy} onSubmit={() => void send()} />
        )
      }
    >
      <Stack spacing={3}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            Approve time
          </Typography>
          <Typography color="text.secondary">
            {open.length > 0
              ? `Hello ${view.contactName}, ${view.companyName} asks you to review the time ${view.userFullName} recorded for ${view.projectName}. Approve or reject each day; a rejected day needs a reason.`
              : `Hello ${view.contactName}, these are the decisions on the time ${view.userFullName} recorded for ${view.projectName}.`}
          </Typography>
        </Box>
        {sent && (
          <Alert
            ref={confirmation}
            tabIndex={-1}
            severity="success"
            sx={{ '&:focus': { outline: 'none' } }}
          >
            <AlertTitle sx={{ fontWeight: 600 }}>Thank you, your decisions were sent</AlertTitle>
            {sentText(sent, open.length, view.expiresAt)}
          </Alert>
        )}
        {!sent && open.length === 0 && days.length > 0 && (
          <Alert severity="info">
            Every day of this timecard has been reviewed. This link shows the decisions until{' '}
            {formatDate(view.expiresAt)}.
          </Alert>
        )}
        <ApprovalSummary view={view} />
        {refreshing && <LinearProgress aria-label="Refreshing the timecard" />}
        {notice && (
          <Alert
            severity={notice.severity}
            role={notice.severity === 'info' ? 'status' : 'alert'}
            action={
              notice.retry && (
                <Button color="inherit" onClick={() => void send()} sx={{ minHeight: 44 }}>
                  Retry
                </Button>
              )
            }
          >
            {notice.text}
          </Alert>
        )}
        {open.length > 0 && (
          <DaySection
            title="Days to review"
            action={
              <Button
                variant="outlined"
                startIcon={<DoneAllIcon />}
                onClick={approveRemaining}
                disabled={busy || counts.undecided === 0}
                sx={{ minHeight: 44 }}
              >
                Approve all remaining
              </Button>
            }
          >
            {open.map((day) => card(day, true))}
          </DaySection>
        )}
        {decided.length > 0 && (
          <DaySection title={open.length > 0 ? 'Already reviewed' : 'Decisions'}>
            {decided.map((day) => card(day, false))}
          </DaySection>
        )}
        {days.length === 0 && (
          <Typography color="text.secondary">
            There are no hours to review on this timecard.
          </Typography>
        )}
      </Stack>
    </PortalLayout>
  );
}
