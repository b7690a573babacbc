import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import dayjs from 'dayjs';
import { PERIOD_LOCK_MESSAGES, type PeriodLock } from '@tallysheet/contract/locks/period-locks';
import { ReloadAlert } from '@/components/load-states.tsx';
import {
  EmptyState,
  SkeletonCards,
  SkeletonRows,
  StateBox,
} from '@/components/data-table/table-states.tsx';
import { usePeriodLocks } from '../api/period-locks.ts';
import { PERIOD_LOCKS_TEXT } from '../messages.ts';
import { periodText } from './period-text.ts';

const COLUMNS = 5;
const clientOf = (lock: PeriodLock) => lock.clientName ?? PERIOD_LOCK_MESSAGES.allClients;
const closedText = (lock: PeriodLock) =>
  `${lock.closedBy}, ${dayjs(lock.closedAt).format('MMM DD, YYYY h:mm A')}`;

/** The periods closed now (issue 30 §1): a table on a wide screen, cards on a phone. */
export function PeriodLocksList({
  onClose,
  onReopen,
}: {
  onClose(): void;
  onReopen(lock: PeriodLock): void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const query = usePeriodLocks();
  const locks = query.data?.periodLocks ?? [];
  const columns = phone ? undefined : COLUMNS;

  let state = null;
  if (query.isError)
    state = (
      <StateBox columns={columns} py={2}>
        <ReloadAlert onReload={() => void query.refetch()}>
          {PERIOD_LOCK_MESSAGES.loadError}
        </ReloadAlert>
      </StateBox>
    );
  else if (query.isPending)
    state = phone ? <SkeletonCards rows={3} /> : <SkeletonRows rows={3} columns={COLUMNS} />;
  else if (locks.length === 0)
    state = (
      <StateBox columns={columns}>
        <EmptyState
          text={PERIOD_LOCK_MESSAGES.empty}
          createLabel={PERIOD_LOCK_MESSAGES.close}
          onCreate={onClose}
        />
      </StateBox>
    );

  const reopenButton = (lock: PeriodLock) => (
    <Button
      size="small"
      variant="outlined"
      onClick={() => onReopen(lock)}
      aria-label={`${PERIOD_LOCK_MESSAGES.reopen} ${periodText(lock)}`}
    >
      {PERIOD_LOCK_MESSAGES.reopen}
    </Button>
  );

  if (phone)
    return (
      state ?? (
        <Box
          component="ul"
          aria-label={PERIOD_LOCK_MESSAGES.title}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {locks.map((lock) => (
            <Box
              component="li"
              key={lock.id}
              sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
                <LockOutlined fontSize="small" aria-hidden color="action" />
                <Typography variant="subtitle2" component="h2" sx={{ flex: 1 }}>
                  {periodText(lock)}
                </Typography>
                {reopenButton(lock)}
              </Box>
              <Typography variant="body2">{clientOf(lock)}</Typography>
              <Typography variant="body2">{lock.reason}</Typography>
              <Typography variant="caption" color="text.secondary">
                {closedText(lock)}
              </Typography>
            </Box>
          ))}
        </Box>
      )
    );

  return (
    <TableContainer>
      <Table aria-label={PERIOD_LOCK_MESSAGES.title}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{PERIOD_LOCKS_TEXT.columns.period}</TableCell>
            <TableCell scope="col">{PERIOD_LOCKS_TEXT.columns.client}</TableCell>
            <TableCell scope="col">{PERIOD_LOCKS_TEXT.columns.reason}</TableCell>
            <TableCell scope="col">{PERIOD_LOCKS_TEXT.columns.closedBy}</TableCell>
            <TableCell scope="col" align="right">
              {PERIOD_LOCKS_TEXT.columns.actions}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {state}
          {!state &&
            locks.map((lock) => (
              <TableRow key={lock.id}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                    <LockOutlined fontSize="small" aria-hidden color="action" />
                    {periodText(lock)}
                  </Box>
                </TableCell>
                <TableCell>{clientOf(lock)}</TableCell>
                <TableCell sx={{ maxWidth: 420, overflowWrap: 'anywhere' }}>
                  {lock.reason}
                </TableCell>
                <TableCell>{closedText(lock)}</TableCell>
                <TableCell align="right">{reopenButton(lock)}</TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
