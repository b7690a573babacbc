import Typography from '@mui/material/Typography';
import { CreatePayRunSchema, RUN_MESSAGES } from '@tallysheet/contract/runs/runs';
import { SupplierSelect } from '@/entities/suppliers/supplier-select.tsx';
import { useCreatePayRun } from '../api/runs.ts';
import { RUNS_TEXT } from '../messages.ts';
import { NewRunDialog } from './new-run-dialog.tsx';
import { paths } from '@/config/paths.ts';

const EMPTY = { from: '', to: '', supplierId: '' };

/**
 * New pay run (issue 31 §3): a period and, optionally, one supplier's associates. The draft
 * lists the approved hours no finalised pay run holds yet; it opens once created.
 */
export function NewPayRunDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const create = useCreatePayRun();
  return (
    <NewRunDialog
      open={open}
      onClose={onClose}
      title={RUN_MESSAGES.newPayRun}
      empty={EMPTY}
      fields={['supplierId']}
      parse={(values) =>
        CreatePayRunSchema.safeParse({ ...values, supplierId: values.supplierId || null })
      }
      messageOf={(_, message) => message}
      create={create}
      runPath={paths.payRun}
      notFound={{ field: 'supplierId', message: RUN_MESSAGES.supplierNotFound }}
    >
      {(values, set, errors) => (
        <>
          <SupplierSelect
            value={values.supplierId}
            onChange={set('supplierId')}
            required={false}
            error={errors.supplierId}
          />
          <Typography variant="caption" color="text.secondary" sx={{ mt: '4px !important' }}>
            {RUNS_TEXT.supplierHint}
          </Typography>
        </>
      )}
    </NewRunDialog>
  );
}
