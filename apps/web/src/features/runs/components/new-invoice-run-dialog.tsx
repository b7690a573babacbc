import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  CreateInvoiceRunSchema,
  INVOICE_GROUPINGS,
  RUN_MESSAGES,
  type InvoiceGrouping,
} from '@tallysheet/contract/runs/runs';
import { ClientSelect } from '@/entities/clients/client-select.tsx';
import { useCreateInvoiceRun } from '../api/runs.ts';
import { RUNS_TEXT } from '../messages.ts';
import { NewRunDialog } from './new-run-dialog.tsx';
import { paths } from '@/config/paths.ts';

const EMPTY = { from: '', to: '', clientId: '', groupBy: 'projectUser' as InvoiceGrouping };

/**
 * New invoice run (issue 31 §3): a period, a client, and lines per project × associate or per
 * project. The draft bills the approved hours no finalised invoice run holds yet.
 */
export function NewInvoiceRunDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const create = useCreateInvoiceRun();
  return (
    <NewRunDialog
      open={open}
      onClose={onClose}
      title={RUN_MESSAGES.newInvoiceRun}
      empty={EMPTY}
      fields={['clientId', 'groupBy']}
      parse={(values) => CreateInvoiceRunSchema.safeParse(values)}
      messageOf={(field, message) => (field === 'clientId' ? RUNS_TEXT.chooseClient : message)}
      create={create}
      runPath={paths.invoiceRun}
      notFound={{ field: 'clientId', message: RUN_MESSAGES.clientNotFound }}
    >
      {(values, set, errors) => (
        <>
          <ClientSelect
            value={values.clientId}
            onChange={set('clientId')}
            error={errors.clientId}
          />
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
        </>
      )}
    </NewRunDialog>
  );
}
