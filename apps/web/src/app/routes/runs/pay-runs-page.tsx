import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { RUN_MESSAGES } from '@tallysheet/contract/runs/runs';
import { PageHeader } from '@/components/page-header.tsx';
import { NewPayRunDialog } from '@/features/runs/components/new-pay-run-dialog.tsx';
import { RunsList } from '@/features/runs/components/runs-list.tsx';
import { RUNS_TEXT } from '@/features/runs/messages.ts';

/** Pay Runs (issue 31 §3, Administrator): the runs, newest first, and a new one. */
export default function PayRunsPage() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={RUN_MESSAGES.payRunsTitle}
        subtitle={RUNS_TEXT.paySubtitle}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {RUN_MESSAGES.newPayRun}
          </Button>
        }
      />
      <RunsList kind="pay" onCreate={() => setCreating(true)} />
      <NewPayRunDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
