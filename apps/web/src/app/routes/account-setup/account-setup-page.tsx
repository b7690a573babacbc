import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { OnboardingState } from '@tallysheet/contract/onboarding/onboarding';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { FormSkeleton, ReloadAlert } from '@/components/load-states.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { paths } from '@/config/paths.ts';
import {
  useOnboardingState,
  useSaveOnboardingState,
} from '@/features/onboarding/api/onboarding-state.ts';
import { ClientStep } from '@/features/onboarding/components/client-step.tsx';
import { SetupWizard } from '@/features/onboarding/components/setup-wizard.tsx';
import { AssociatesStep } from './associates-step.tsx';
import { CompanyStep } from './company-step.tsx';
import { SubscriptionStep } from './subscription-step.tsx';

const STEPS = {
  company: CompanyStep,
  client: ClientStep,
  associates: AssociatesStep,
  subscription: SubscriptionStep,
};

export const ACCOUNT_SETUP_TEXT = {
  title: 'Account Setup',
  dismiss: 'Skip Account Setup',
  dismissTitle: 'Skip account setup?',
  dismissMessage:
    'Account Setup will no longer be offered. Everything it does can be done later from the menu.',
  loadError: 'Could not load your account setup',
  over: 'Account Setup is over: it was finished or skipped, and is no longer offered. Everything it does can be done from the menu.',
  toDashboard: 'Go to Company Dashboard',
  saveError: 'Could not save your progress',
} as const;

/**
 * Account Setup (A§2.2, Billing Administrator of a new customer): the resumable wizard.
 * Finishing or skipping it ends account setup and goes to the Dashboard, which then says what
 * to do next; the wizard is not offered again, not even at its address.
 */
export default function AccountSetupPage() {
  const navigate = useNavigate();
  const enqueueSnackbar = useActionToast();
  const progress = useOnboardingState();
  const save = useSaveOnboardingState();
  const [confirming, setConfirming] = useState(false);

  const move = async (next: OnboardingState) => {
    try {
      await save.mutateAsync(next);
    } catch {
      enqueueSnackbar(ACCOUNT_SETUP_TEXT.saveError, { variant: 'error' });
      return;
    }
    if (next.finished) await navigate(paths.dashboard, { replace: true, state: { setUp: true } });
  };

  let body;
  const over = progress.data?.finished === true;
  if (over) {
    // Skip promised the wizard would not be offered again: it is not, even by its address.
    body = (
      <Alert
        severity="info"
        action={
          <Button color="inherit" component={RouterLink} to={paths.dashboard}>
            {ACCOUNT_SETUP_TEXT.toDashboard}
          </Button>
        }
        sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      >
        {ACCOUNT_SETUP_TEXT.over}
      </Alert>
    );
  } else if (progress.data) {
    const state = progress.data;
    body = (
      <>
        <SetupWizard state={state} steps={STEPS} saving={save.isPending} onMove={move} />
        <ConfirmDialog
          open={confirming}
          title={ACCOUNT_SETUP_TEXT.dismissTitle}
          message={ACCOUNT_SETUP_TEXT.dismissMessage}
          confirmLabel={ACCOUNT_SETUP_TEXT.dismiss}
          tone="proceed"
          loading={save.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void move({ ...state, finished: true })}
        />
      </>
    );
  } else if (progress.isError) {
    body = (
      <ReloadAlert onReload={() => void progress.refetch()}>
        {ACCOUNT_SETUP_TEXT.loadError}
      </ReloadAlert>
    );
  } else {
    body = <FormSkeleton />;
  }

  return (
    <>
      <PageHeader
        title={ACCOUNT_SETUP_TEXT.title}
        action={
          progress.data &&
          !over && <Button onClick={() => setConfirming(true)}>{ACCOUNT_SETUP_TEXT.dismiss}</Button>
        }
      />
      {body}
    </>
  );
}
