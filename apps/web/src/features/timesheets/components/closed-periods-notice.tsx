import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Week } from '@tallysheet/contract/timesheets/timesheets';
import { APPROVED_LOCKED, closedPeriodsOf } from '../hooks/cell-locks.ts';

/**
 * Why some days of the week are read-only (issue 30 §1): each closed period over the week with
 * its reason, and, while resubmission is open, that approved days stay as they are. Each line
 * is the description of the locked cells (lockHintId).
 */
export function ClosedPeriodsNotice({
  week,
  lockHintId,
  approvedLocked,
}: {
  week: Week;
  lockHintId(lockId: string): string;
  approvedLocked: boolean;
}) {
  const periods = closedPeriodsOf(week);
  if (periods.length === 0 && !approvedLocked) return null;
  return (
    <Alert severity="info" icon={<LockOutlined fontSize="inherit" />} sx={{ mb: 2 }}>
      {periods.map((period) => (
        <Box key={period.lockId} id={lockHintId(period.lockId)}>
          {period.message}
        </Box>
      ))}
      {approvedLocked && <Box id={lockHintId('approved')}>{APPROVED_LOCKED}</Box>}
    </Alert>
  );
}
