import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { OutstandingTimecard } from '@tallysheet/contract/timesheets/timesheets';
import type { OutstandingTimecardsAction } from './api/outstanding-timecards.ts';

export const OUTSTANDING_TEXT = {
  title: 'Resolve Outstanding Timesheets',
  send: 'Send Timecards',
  noSend: 'Do Not Send Timecards',
  // Not in the spec: one plain sentence saying what the choice does.
  message:
    'This project has timecards waiting for approval. Send them to this contact by e-mail as well?',
} as const;

// Names wrap rather than truncate: on a phone three columns leave little room each.
const cellSx = { overflowWrap: 'anywhere', verticalAlign: 'top' } as const;

/**
 * D§4's 'Resolve Outstanding Timesheets' (800 wide): the project's waiting timecards, and
 * whether to send them to the new contact. Cancel or Escape abandons the save.
 */
export function OutstandingTimecardsDialog({
  open,
  timecards,
  sending,
  onChoose,
  onCancel,
}: {
  open: boolean;
  timecards: OutstandingTimecard[];
  /** The choice being sent: its button shows the wait and the dialog cannot close. */
  sending: OutstandingTimecardsAction | null;
  onChoose(action: OutstandingTimecardsAction): void;
  onCancel(): void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const messageId = useId();
  const busy = sending !== null;
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onCancel()}
      fullScreen={fullScreen}
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={messageId}
      slotProps={{ paper: { sx: { maxWidth: fullScreen ? undefined : 800 } } }}
    >
      <DialogTitle id={titleId} sx={{ typography: 'h6' }}>
        {OUTSTANDING_TEXT.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ mb: 2 }}>
          {OUTSTANDING_TEXT.message}
        </DialogContentText>
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table aria-label="Outstanding timecards">
            <TableHead>
              <TableRow>
                <TableCell>Associate</TableCell>
                <TableCell>Project</TableCell>
                <TableCell>Task</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {timecards.map((card, index) => (
                <TableRow key={`${card.timesheetId}-${card.taskName}-${index}`}>
                  <TableCell sx={cellSx}>{card.userFullName}</TableCell>
                  <TableCell sx={cellSx}>{card.projectName}</TableCell>
                  <TableCell sx={cellSx}>{card.taskName}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={busy} sx={{ mr: 'auto' }}>
          Cancel
        </Button>
        <Button
          variant="outlined"
          loading={sending === 'NO_SEND'}
          disabled={busy}
          onClick={() => onChoose('NO_SEND')}
        >
          {OUTSTANDING_TEXT.noSend}
        </Button>
        <Button
          variant="contained"
          autoFocus
          loading={sending === 'SEND'}
          disabled={busy}
          onClick={() => onChoose('SEND')}
        >
          {OUTSTANDING_TEXT.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
