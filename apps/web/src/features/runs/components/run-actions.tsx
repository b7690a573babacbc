import { useState } from 'react';
import Button from '@mui/material/Button';
import { RUN_MESSAGES, type RunStatus } from '@tallysheet/contract/runs/runs';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useActionToast, useFailureToast } from '@/components/use-action-toast.ts';
import { useFinaliseRun, type RunKind } from '../api/runs.ts';
import { RUNS_TEXT } from '../messages.ts';
import { VoidRunDialog } from './void-run-dialog.tsx';

/**
 * What a run's state allows (issue 31 §3): a draft is finalised (after a confirmation saying its
 * hours become paid or invoiced and its days locked), a finalised run voided with a reason; a
 * voided run is only read. A draft with no lines offers no Finalise: it would pay or bill nothing.
 */
export function RunActions({
  kind,
  runId,
  status,
  empty,
}: {
  kind: RunKind;
  runId: string;
  status: RunStatus;
  empty: boolean;
}) {
  const toast = useActionToast();
  const failed = useFailureToast(RUNS_TEXT.finaliseError);
  const finalise = useFinaliseRun(kind);
  const [confirming, setConfirming] = useState(false);
  const [voiding, setVoiding] = useState(false);

  const confirmFinalise = async () => {
    try {
      await finalise.mutateAsync(runId);
      toast(RUN_MESSAGES.finalised, { variant: 'success' });
    } catch (error) {
      failed(error);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      {status === 'draft' && !empty && (
        <Button variant="contained" onClick={() => setConfirming(true)}>
          {RUNS_TEXT.finalise}
        </Button>
      )}
      {status === 'finalised' && (
        <Button variant="outlined" color="error" onClick={() => setVoiding(true)}>
          {RUNS_TEXT.void}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={RUNS_TEXT.finaliseTitle}
        message={kind === 'pay' ? RUNS_TEXT.finalisePayMessage : RUNS_TEXT.finaliseInvoiceMessage}
        confirmLabel={RUNS_TEXT.finalise}
        tone="proceed"
        loading={finalise.isPending}
        onConfirm={() => void confirmFinalise()}
        onCancel={() => setConfirming(false)}
      />
      <VoidRunDialog kind={kind} runId={runId} open={voiding} onClose={() => setVoiding(false)} />
    </>
  );
}
