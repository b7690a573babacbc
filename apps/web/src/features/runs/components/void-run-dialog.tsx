import { MAX_VOID_REASON, RUN_MESSAGES, VoidRunSchema } from '@tallysheet/contract/runs/runs';
import { ReasonDialog } from '@/components/reason-dialog.tsx';
import { useActionToast, useFailureToast } from '@/components/use-action-toast.ts';
import { useVoidRun, type RunKind } from '../api/runs.ts';
import { RUNS_TEXT } from '../messages.ts';

/** Voids a finalised run, which releases its hours; voiding needs a reason (issue 31 §3). */
export function VoidRunDialog({
  kind,
  runId,
  open,
  onClose,
}: {
  kind: RunKind;
  runId: string;
  open: boolean;
  onClose(): void;
}) {
  const toast = useActionToast();
  const failed = useFailureToast(RUNS_TEXT.voidError);
  const voidRun = useVoidRun(kind);

  return (
    <ReasonDialog
      open={open}
      destructive
      title={RUNS_TEXT.voidTitle}
      message={RUNS_TEXT.voidMessage}
      label={RUNS_TEXT.voidReason}
      schema={VoidRunSchema}
      maxLength={MAX_VOID_REASON}
      submitLabel={RUNS_TEXT.void}
      pending={voidRun.isPending}
      onConfirm={async (reason) => {
        await voidRun.mutateAsync({ id: runId, reason });
        toast(RUN_MESSAGES.voided, { variant: 'success' });
      }}
      onFailure={failed}
      onClose={onClose}
    />
  );
}
