import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import {
  CreateInvoiceRunSchema,
  INVOICE_GROUPINGS,
  RUN_MESSAGES,
  type InvoiceGrouping,
} from '@tallysheet/contract/runs/runs';
import { DayField } from '@/components/date-range-fields.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { buildPath } from '@/config/paths.ts';
import { RUN_PATHS } from '../paths.ts';
import { ClientSelect } from '@/entities/clients/client-select.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useCreateInvoiceRun } from '../api/runs.ts';
import { RUNS_TEXT } from '../messages.ts';
import { periodMessage, RunFormDialog } from './run-form-dialog.tsx';

type Field = 'from' | 'to' | 'clientId' | 'groupBy';
const FIELDS: Field[] = ['from', 'to', 'clientId', 'groupBy'];
const EMPTY = { from: '', to: '', clientId: '', groupBy: 'projectUser' as InvoiceGrouping };

/**
 * New invoice run (issue 31 §3): a period, a client, and lines per project × associate or per
 * project. The draft bills the approved hours no finalised invoice run holds yet.
 */
export function NewInvoiceRunDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const toast = useActionToast();
  const navigate = useNavigate();
  const create = useCreateInvoiceRun();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const finish = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  const submit = async () => {
    const parsed = CreateInvoiceRunSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field;
        found[field] ??=
          field === 'clientId'
            ? RUNS_TEXT.chooseClient
            : field === 'groupBy'
              ? issue.message
              : periodMessage(issue.message);
      }
      return setErrors(found);
    }
    setErrors({});
    try {
      const run = await create.mutateAsync(parsed.data);
      toast(RUN_MESSAGES.created, { variant: 'success' });
      finish();
      void navigate(buildPath(RUN_PATHS.invoiceRun, { runId: run.id }));
    } catch (error) {
      const named = error instanceof ApiError ? FIELDS.find((f) => error.fieldError(f)) : undefined;
      if (named && error instanceof ApiError) setErrors({ [named]: error.fieldError(named) });
      else if (error instanceof ApiError && error.status === 404)
        setErrors({ clientId: RUN_MESSAGES.clientNotFound });
      else toast(RUNS_TEXT.createError, { variant: 'error' });
    }
  };

  return (
    <RunFormDialog
      open={open}
      title={RUN_MESSAGES.newInvoiceRun}
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
      <ClientSelect value={values.clientId} onChange={set('clientId')} error={errors.clientId} />
      <TextField
        select
        label={RUNS_TEXT.groupBy}
        value={values.groupBy}
        onChange={(event) => set('groupBy')(event.target.value)}
        error={Boolean(errors.groupBy)}
        helperText={errors.groupBy}
      >
        {INVOICE_GROUPINGS.map((grouping) => (
          <MenuItem key={grouping} value={grouping}>
            {RUNS_TEXT.groupings[grouping]}
          </MenuItem>
        ))}
      </TextField>
    </RunFormDialog>
  );
}
