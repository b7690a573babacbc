import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { PageHeader } from '@/components/page-header.tsx';
import { PERIOD_LOCK_MESSAGES, type PeriodLock } from '@tallysheet/contract/locks/period-locks';
import { ClosePeriodDrawer } from '@/features/period-locks/components/close-period-drawer.tsx';
import { PeriodLocksList } from '@/features/period-locks/components/period-locks-list.tsx';
import { ReopenPeriodDialog } from '@/features/period-locks/components/reopen-period-dialog.tsx';
import { PERIOD_LOCKS_TEXT } from '@/features/period-locks/messages.ts';

/** Admin Settings → Period Locks (issue 30 §1, Administrator): close and reopen periods. */
export default function PeriodLocksPage() {
  const [closing, setClosing] = useState(false);
  const [reopening, setReopening] = useState<PeriodLock | null>(null);
  return (
    <>
      <PageHeader
        title={PERIOD_LOCK_MESSAGES.title}
        subtitle={PERIOD_LOCKS_TEXT.subtitle}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setClosing(true)}>
            {PERIOD_LOCK_MESSAGES.close}
          </Button>
        }
      />
      <Card>
        <PeriodLocksList onClose={() => setClosing(true)} onReopen={setReopening} />
      </Card>
      <ClosePeriodDrawer open={closing} onClose={() => setClosing(false)} />
      <ReopenPeriodDialog lock={reopening} onClose={() => setReopening(null)} />
    </>
  );
}
