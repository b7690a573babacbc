import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { RUN_MESSAGES } from '@tallysheet/contract/runs/runs';
import { PageHeader } from '@/components/page-header.tsx';
import { NewInvoiceRunDialog } from '@/features/runs/components/new-invoice-run-dialog.tsx';
import { RunsList } from '@/features/runs/components/runs-list.tsx';
import { RUNS_TEXT } from '@/features/runs/messages.ts';

/** Invoice Runs (issue 31 §3, Administrator): the runs, newest first, and a new one. */
export default function InvoiceRunsPage() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={RUN_MESSAGES.invoiceRunsTitle}
        subtitle={RUNS_TEXT.invoiceSubtitle}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {RUN_MESSAGES.newInvoiceRun}
          </Button>
        }
      />
      <RunsList kind="invoice" onCreate={() => setCreating(true)} />
      <NewInvoiceRunDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
