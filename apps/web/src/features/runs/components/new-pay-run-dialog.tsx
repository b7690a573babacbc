import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { CreatePayRunSchema, RUN_MESSAGES } from '@tallysheet/contract/runs/runs';
import { DayField } from '@/components/date-range-fields.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { buildPath } from '@/config/paths.ts';
import { RUN_PATHS } from '../paths.ts';
import { SupplierSelect } from '@/entities/suppliers/supplier-select.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useCreatePayRun } from '../api/runs.ts';
import { RUNS_TEXT } from '../messages.ts';
import { periodMessage, RunFormDialog } from './run-form-dialog.tsx';

type Field = 'from' | 'to' | 'supplierId';
const FIELDS: Field[] = ['from', 'to', 'supplierId'];
const EMPTY = { from: '', to: '', supplierId: '' };

/**
 * New pay run (issue 31 §3): a period and, optionally, one supplier's associates. The draft
 * lists the approved hours no finalised pay run holds yet; it opens once created.
 */
export function NewPayRunDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const toast = useActionToast();
  const navigate = useNavigate();
  const create = useCreatePayRun();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const finish = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  const submit = async () => {
    const parsed = CreatePayRunSchema.safeParse({
      ...values,
      supplierId: values.supplierId || null,
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field;
        found[field] ??= field === 'supplierId' ? issue.message : periodMessage(issue.message);
      }
      return setErrors(found);
    }
    setErrors({});
    try {
      const run = await create.mutateAsync(parsed.data);
      toast(RUN_MESSAGES.created, { variant: 'success' });
      finish();
      void navigate(buildPath(RUN_PATHS.payRun, { runId: run.id }));
    } catch (error) {
      const named = error instanceof ApiError ? FIELDS.find((f) => error.fieldError(f)) : undefined;
      if (named && error instanceof ApiError) setErrors({ [named]: error.fieldError(named) });
      else if (error instanceof ApiError && error.status === 404)
        setErrors({ supplierId: RUN_MESSAGES.supplierNotFound });
      else toast(RUNS_TEXT.createError, { variant: 'error' });
    }
  };

  return (
    <RunFormDialog
      open={open}
      title={RUN_MESSAGES.newPayRun}
      submitting={create.isPending}
      onSubmit={() => void submit()}
      onClose={finish}
    >
      <DayField
        label="From"
        required
        autoFocus
        value={values.from}
        onChange={set('from')}
        error={Boolean(errors.from)}
        helperText={errors.from}
      />
      <DayField
        label="To"
        required
        value={values.to}
        onChange={set('to')}
        error={Boolean(errors.to)}
        helperText={errors.to}
      />
      <SupplierSelect
        value={values.supplierId}
        onChange={set('supplierId')}
        required={false}
        error={errors.supplierId}
      />
      <Typography variant="caption" color="text.secondary" sx={{ mt: '4px !important' }}>
        {RUNS_TEXT.supplierHint}
      </Typography>
    </RunFormDialog>
  );
}
