import { useState } from 'react';
import type { z } from 'zod';
import { FormDialog, type FormDialogProps } from './form-dialog.tsx';
import { ReasonField } from './reason-field.tsx';

/**
 * A dialog that asks why before it acts (to reopen a period, to void a run...): one required
 * reason, checked by the contract's schema, whose message shows under the field. `onConfirm`
 * does the act; once it resolves the dialog empties and closes, while a throw keeps it open
 * (with what was typed) after `onFailure` has told of it.
 *
 *   <ReasonDialog open title="Void run?" label="Reason" schema={VoidRunSchema}
 *     maxLength={MAX_VOID_REASON}
 *     submitLabel="Void" pending={voidRun.isPending} onClose={close}
 *     onConfirm={(reason) => voidRun.mutateAsync({ id, reason })} onFailure={failed} />
 */
export function ReasonDialog({
  label,
  schema,
  maxLength,
  onConfirm,
  onFailure,
  onClose,
  ...dialog
}: Omit<FormDialogProps, 'maxWidth' | 'enterSubmits' | 'onSubmit' | 'children'> & {
  /** The reason field's label. */
  label: string;
  schema: z.ZodType<{ reason: string }>;
  maxLength: number;
  onConfirm(reason: string): Promise<unknown>;
  onFailure(problem: unknown): void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const finish = () => {
    setReason('');
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    const parsed = schema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      await onConfirm(parsed.data.reason);
      finish();
    } catch (problem) {
      onFailure(problem);
    }
  };

  return (
    <FormDialog {...dialog} maxWidth="xs" onClose={finish} onSubmit={() => void confirm()}>
      <ReasonField
        label={label}
        value={reason}
        onChange={setReason}
        error={error}
        maxLength={maxLength}
      />
    </FormDialog>
  );
}
