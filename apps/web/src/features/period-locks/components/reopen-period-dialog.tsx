import { useState } from 'react';
import {
  MAX_LOCK_REASON,
  PERIOD_LOCK_MESSAGES,
  ReopenPeriodSchema,
  type PeriodLock,
} from '@tallysheet/contract/locks/period-locks';
import { FormDialog } from '@/components/form-dialog.tsx';
import { ReasonField } from '@/components/reason-field.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { useReopenPeriod } from '../api/period-locks.ts';
import { PERIOD_LOCKS_TEXT } from '../messages.ts';
import { periodText } from './period-text.ts';

/** Reopens a closed period; reopening needs a reason (issue 30 §1). */
export function ReopenPeriodDialog({
  lock,
  onClose,
}: {
  lock: PeriodLock | null;
  onClose(): void;
}) {
  const toast = useActionToast();
  const reopen = useReopenPeriod();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const finish = () => {
    setReason('');
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    const parsed = ReopenPeriodSchema.safeParse({ reason });
    if (!parsed.success || !lock) return setError(PERIOD_LOCK_MESSAGES.reasonRequired);
    try {
      await reopen.mutateAsync({ id: lock.id, reason: parsed.data.reason });
      toast(PERIOD_LOCK_MESSAGES.reopened, { variant: 'success' });
      finish();
    } catch {
      toast(PERIOD_LOCK_MESSAGES.reopenError, { variant: 'error' });
    }
  };

  return (
    <FormDialog
      open={lock !== null}
      title={PERIOD_LOCKS_TEXT.reopenTitle}
      message={lock && PERIOD_LOCKS_TEXT.reopenMessage(periodText(lock))}
      pending={reopen.isPending}
      submitLabel={PERIOD_LOCK_MESSAGES.reopen}
      maxWidth="xs"
      onClose={finish}
      onSubmit={() => void confirm()}
    >
      <ReasonField
        label={PERIOD_LOCKS_TEXT.reopenReason}
        value={reason}
        onChange={setReason}
        error={error}
        maxLength={MAX_LOCK_REASON}
      />
    </FormDialog>
  );
}
