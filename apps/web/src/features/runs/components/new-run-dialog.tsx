import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Stack from '@mui/material/Stack';
import { DATE_RANGE_MESSAGES } from '@tallysheet/contract/common/date-range';
import { RUN_MESSAGES } from '@tallysheet/contract/runs/runs';
import { RequiredDayRange } from '@/components/date-range-fields.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { buildPath } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { serverFieldError, submitParsed, type FieldErrors } from '@/lib/field-errors.ts';
import { RUNS_TEXT } from '../messages.ts';

type Period = { from: string; to: string };

/** The message a period field shows for a schema issue: the range's own, else what to enter. */
function periodMessage(message: string) {
  return message === DATE_RANGE_MESSAGES.reversed || message === RUN_MESSAGES.tooLong
    ? message
    : RUNS_TEXT.enterDate;
}
type Parsed<T> = Parameters<typeof submitParsed<string, T>>[0];

/**
 * A new run's dialog (issue 31 §3): a required period and the run's own fields; once created it
 * toasts, closes and opens the draft. A schema issue on the period reads as the range's message
 * or "enter a date"; `messageOf` words the others. A 404 (its client or supplier gone) is put on
 * `notFound.field`; any other failure toasts the create error.
 */
export function NewRunDialog<V extends Period, F extends string, T>({
  open,
  onClose,
  title,
  empty,
  fields,
  parse,
  messageOf,
  create,
  runPath,
  notFound,
  children,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  empty: V;
  fields: readonly F[];
  parse(values: V): Parsed<T>;
  messageOf(field: F, message: string): string;
  create: { isPending: boolean; mutateAsync(data: T): Promise<{ id: string }> };
  runPath: string;
  notFound: { field: F; message: string };
  children(
    values: V,
    set: (field: keyof V) => (value: string) => void,
    errors: FieldErrors<F | 'from' | 'to'>,
  ): ReactNode;
}) {
  const toast = useActionToast();
  const navigate = useNavigate();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<F | 'from' | 'to'>>({});
  const set = (field: keyof V) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const finish = () => {
    setValues(empty);
    setErrors({});
    onClose();
  };

  const submit = () =>
    submitParsed<F | 'from' | 'to', T>(parse(values), {
      fields: ['from', 'to', ...fields],
      messageOf: (field, message) =>
        field === 'from' || field === 'to'
          ? periodMessage(message)
          : messageOf(field as F, message),
      setErrors,
      failed: () => toast(RUNS_TEXT.createError, { variant: 'error' }),
      send: async (data) => {
        try {
          const run = await create.mutateAsync(data);
          toast(RUN_MESSAGES.created, { variant: 'success' });
          finish();
          void navigate(buildPath(runPath, { runId: run.id }));
        } catch (error) {
          const gone =
            error instanceof ApiError &&
            error.status === 404 &&
            !serverFieldError(error, ['from', 'to', ...fields]);
          if (!gone) throw error;
          setErrors({ [notFound.field]: notFound.message } as FieldErrors<F | 'from' | 'to'>);
        }
      },
    });

  return (
    <FormDialog
      open={open}
      title={title}
      pending={create.isPending}
      submitLabel={RUNS_TEXT.create}
      maxWidth="xs"
      enterSubmits
      onSubmit={() => void submit()}
      onClose={finish}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <RequiredDayRange
          values={values}
          errors={errors}
          autoFocus
          onChange={(field, day) => set(field)(day)}
        />
        {children(values, set, errors)}
      </Stack>
    </FormDialog>
  );
}
