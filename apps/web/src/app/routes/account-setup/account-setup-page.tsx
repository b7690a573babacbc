import { useState } from 'react';
import { useNavigate } from 'react-router';
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
  saveError: 'Could not save your progress',
} as const;

/**
 * Account Setup (A§2.2, Billing Administrator of a new customer): the resumable wizard.
 * Finishing or skipping it ends account setup and goes to the Dashboard.
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
    if (next.finished) await navigate(paths.dashboard, { replace: true });
  };

  let body;
  if (progress.data) {
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
          progress.data && (
            <Button onClick={() => setConfirming(true)}>{ACCOUNT_SETUP_TEXT.dismiss}</Button>
          )
        }
      />
      {body}
    </>
  );
}
