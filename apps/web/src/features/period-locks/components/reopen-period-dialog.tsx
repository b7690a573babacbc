import {
  MAX_LOCK_REASON,
  PERIOD_LOCK_MESSAGES,
  ReopenPeriodSchema,
  type PeriodLock,
} from '@tallysheet/contract/locks/period-locks';
import { ReasonDialog } from '@/components/reason-dialog.tsx';
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

  return (
    <ReasonDialog
      open={lock !== null}
      title={PERIOD_LOCKS_TEXT.reopenTitle}
      message={lock && PERIOD_LOCKS_TEXT.reopenMessage(periodText(lock))}
      label={PERIOD_LOCKS_TEXT.reopenReason}
      schema={ReopenPeriodSchema}
      maxLength={MAX_LOCK_REASON}
      submitLabel={PERIOD_LOCK_MESSAGES.reopen}
      pending={reopen.isPending}
      onConfirm={async (reason) => {
        if (!lock) return;
        await reopen.mutateAsync({ id: lock.id, reason });
        toast(PERIOD_LOCK_MESSAGES.reopened, { variant: 'success' });
      }}
      onFailure={() => toast(PERIOD_LOCK_MESSAGES.reopenError, { variant: 'error' })}
      onClose={onClose}
    />
  );
}
