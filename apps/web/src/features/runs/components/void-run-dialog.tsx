import { useState } from 'react';
import { MAX_VOID_REASON, RUN_MESSAGES, VoidRunSchema } from '@tallysheet/contract/runs/runs';
import { FormDialog } from '@/components/form-dialog.tsx';
import { ReasonField } from '@/components/reason-field.tsx';
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const finish = () => {
    setReason('');
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    const parsed = VoidRunSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      await voidRun.mutateAsync({ id: runId, reason: parsed.data.reason });
      toast(RUN_MESSAGES.voided, { variant: 'success' });
      finish();
    } catch (problem) {
      failed(problem);
    }
  };

  return (
    <FormDialog
      open={open}
      destructive
      title={RUNS_TEXT.voidTitle}
      message={RUNS_TEXT.voidMessage}
      pending={voidRun.isPending}
      submitLabel={RUNS_TEXT.void}
      maxWidth="xs"
      onClose={finish}
      onSubmit={() => void confirm()}
    >
      <ReasonField
        label={RUNS_TEXT.voidReason}
        value={reason}
        onChange={setReason}
        error={error}
        maxLength={MAX_VOID_REASON}
      />
    </FormDialog>
  );
}
