import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/lib/visually-hidden.ts';
import { WEEK_DAY_LABELS } from '@tallysheet/contract/timesheets/week';
import { rowTotal } from '../hooks/week-rows.ts';
import { TIMESHEET_TEXT } from '../messages.ts';
import { formatTotal } from '../week-format.ts';
import { formatDayHeading, weekLabel } from '@tallysheet/contract/timesheets/week';
import { CELL_WIDTH } from './hours-input.tsx';
import { cellTint, GridCell, RemoveRowButton, weekColumns, type GridProps } from './grid-parts.tsx';
import { TimecardStatusChip } from '@/entities/timesheets/timecard-status-chip.tsx';

const LABEL_MIN = { xs: 168, md: 220 };
const DAY_WIDTH = CELL_WIDTH + 8;
const TOTAL_WIDTH = 80;
const ACTION_WIDTH = 48;

const stickyLabel = {
  position: 'sticky',
  left: 0,
  zIndex: 2,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
} as const;

const figures = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * The week as a table of hours inputs (UX.md §6): Project / Task with its status, Saturday to
 * Friday, the row total and remove; a footer of daily totals and the week total.
 */
export function WeekGrid(props: GridProps) {
  const { week, form, readOnly } = props;
  const columns = weekColumns(week);
  const weekTotal = Object.values(form.totals).reduce((sum, hours) => sum + hours, 0);
  const span = columns.length + 2 + (readOnly ? 0 : 1);

  return (
    <TableContainer
      data-hours-scope
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        overflow: 'auto',
        // Holds the visually hidden labels, so that they scroll with the table, not the page.
        position: 'relative',
        maxHeight: { md: 'calc(100vh - 280px)' },
        minHeight: 0,
      }}
    >
      <Table
        stickyHeader
        aria-label={`Hours, ${weekLabel(week.periodStart)}`}
        sx={{
          // Equal day columns; Project / Task takes what is left, and below the table's minimum
          // width the grid scrolls sideways under the sticky label column.
          tableLayout: 'fixed',
          minWidth: {
            xs: LABEL_MIN.xs + 7 * DAY_WIDTH + TOTAL_WIDTH + (readOnly ? 0 : ACTION_WIDTH),
            md: LABEL_MIN.md + 7 * DAY_WIDTH + TOTAL_WIDTH + (readOnly ? 0 : ACTION_WIDTH),
          },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell scope="col" sx={{ ...stickyLabel, zIndex: 4 }}>
              Project / Task
            </TableCell>
            {columns.map(({ day, date, open, today, holiday }) => (
              <TableCell
                key={day}
                scope="col"
                align="right"
                aria-current={today ? 'date' : undefined}
                sx={{
                  width: DAY_WIDTH,
                  px: 0.75,
                  color: open ? undefined : 'text.secondary',
                  ...(today && { bgcolor: '#DCE8F8', boxShadow: 'inset 0 -2px 0 #1F5FAD' }),
                }}
              >
                <Box component="span" aria-hidden>
                  {formatDayHeading(date)}
                </Box>
                <Box component="span" sx={visuallyHidden}>
                  {`${WEEK_DAY_LABELS[day]} ${formatDayHeading(date).slice(4)}${today ? ', today' : ''}${holiday ? `, ${holiday}` : ''}`}
                </Box>
                {holiday && (
                  <Box
                    component="span"
                    aria-hidden
                    title={holiday}
                    sx={{
                      display: 'block',
                      typography: 'caption',
                      fontWeight: 600,
                      color: '#8A4B00',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {holiday}
                  </Box>
                )}
              </TableCell>
            ))}
            <TableCell scope="col" align="right" sx={{ width: TOTAL_WIDTH }}>
              Total
            </TableCell>
            {!readOnly && (
              <TableCell scope="col" sx={{ width: ACTION_WIDTH, px: 0.5 }}>
                <Box component="span" sx={visuallyHidden}>
                  Remove
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {form.rows.length === 0 && (
            <TableRow>
              <TableCell
                colSpan={span}
                sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}
              >
                {readOnly ? TIMESHEET_TEXT.empty : TIMESHEET_TEXT.noRows}
              </TableCell>
            </TableRow>
          )}
          {form.rows.map((row, index) => {
            const rowIssue = form.issueMap.rows.get(index);
            return (
              <TableRow key={row.key}>
                <TableCell component="th" scope="row" sx={{ ...stickyLabel, py: 0.75 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                    <Box sx={{ minWidth: 0, flex: 1 }}>
                      <Typography
                        variant="body2"
                        noWrap
                        title={row.projectName}
                        sx={{ fontWeight: 600 }}
                      >
                        {row.projectName}
                      </Typography>
                      <Typography
                        variant="caption"
                        component="div"
                        noWrap
                        color="text.secondary"
                        title={`${row.clientName} · ${row.taskName}`}
                      >
                        {row.taskName}
                      </Typography>
                    </Box>
                    {row.status && <TimecardStatusChip status={row.status} />}
                  </Box>
                  {rowIssue && (
                    <Typography variant="caption" color="error" component="div">
                      {rowIssue}
                    </Typography>
                  )}
                </TableCell>
                {columns.map((column) => (
                  <TableCell
                    key={column.day}
                    sx={{
                      px: 0.5,
                      py: 0.5,
                      bgcolor: cellTint(
                        column.today,
                        row.reviews[column.day]?.review === 'rejected',
                      ),
                    }}
                  >
                    <GridCell props={props} row={row} index={index} column={column} />
                  </TableCell>
                ))}
                <TableCell align="right" sx={figures}>
                  {formatTotal(rowTotal(row))}
                </TableCell>
                {!readOnly && (
                  <TableCell sx={{ px: 0.5 }}>
                    <RemoveRowButton props={props} row={row} index={index} />
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow
            sx={{
              '& td, & th': {
                fontSize: 14,
                fontWeight: 600,
                color: 'text.primary',
                borderBottom: 0,
                borderTop: 2,
                borderTopColor: 'divider',
                bgcolor: '#F0F3F7',
              },
            }}
          >
            <TableCell component="th" scope="row" sx={stickyLabel}>
              Daily total
            </TableCell>
            {columns.map(({ day, today }) => {
              const issue = form.issueMap.days[day];
              return (
                <TableCell
                  key={day}
                  align="right"
                  aria-describedby={issue ? props.issueId(day) : undefined}
                  sx={{
                    ...figures,
                    px: 1,
                    ...(today && { bgcolor: '#DCE8F8 !important' }),
                    ...(issue && { color: (t) => `${t.palette.error.main} !important` }),
                  }}
                >
                  <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    {issue && <ErrorOutline fontSize="small" aria-label="Error" />}
                    {formatTotal(form.totals[day])}
                  </Box>
                </TableCell>
              );
            })}
            <TableCell align="right" sx={{ ...figures, fontWeight: '700 !important' }}>
              {formatTotal(weekTotal)}
              <Box component="span" sx={visuallyHidden}>
                {' hours this week'}
              </Box>
            </TableCell>
            {!readOnly && <TableCell />}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
