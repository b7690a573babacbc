import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { Link as RouterLink } from 'react-router';
import {
  REPORT_GROUP_LABELS,
  REPORT_STATUSES,
  REPORT_STATUS_LABELS,
  type HoursOverPeriod,
  type HoursOverPeriodQuery,
  type ReportGroup,
} from '@tallysheet/contract/reporting/hours-over-period';
import { bucketLabel, bucketTitle } from '@tallysheet/contract/reporting/bucket-label';
import { REPORT_TEXT } from '../messages.ts';
import { searchLink, type ReportSort } from '../report-query.ts';
import { visuallyHidden } from '@/lib/visually-hidden.ts';
import { AmountCells, AmountHeadCells } from './amount-columns.tsx';

const number = (hours: number) => hours.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The groups in the chosen order: by total (ties by name) or by name. */
export function sortGroups(groups: ReportGroup[], sortCol: ReportSort, sortDir: 'asc' | 'desc') {
  const sign = sortDir === 'asc' ? 1 : -1;
  return [...groups].sort((a, b) =>
    sortCol === 'name'
      ? sign * a.name.localeCompare(b.name)
      : sign * (a.total - b.total) || a.name.localeCompare(b.name),
  );
}

const stickySx = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  maxWidth: 240,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;
const numberSx = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' };

/** A figure that opens Search Timecards with the same filters and days; zero is plain text. */
function Hours({ hours, to, label }: { hours: number; to: string; label: string }) {
  if (!hours) return <span style={{ color: '#505B6B' }}>0</span>;
  return (
    <Link component={RouterLink} to={to} aria-label={label} underline="hover">
      {number(hours)}
    </Link>
  );
}

/**
 * A row per group, a column per interval, row and column totals and the approved / pending /
 * rejected split; sortable by name and total; each figure opens Search Timecards. An
 * Administrator's report adds Billed, Paid and Margin per currency.
 */
export function HoursTable({
  report,
  query,
  sortCol,
  sortDir,
  onSort,
  onVendorReport,
}: {
  report: HoursOverPeriod;
  query: HoursOverPeriodQuery;
  sortCol: ReportSort;
  sortDir: 'asc' | 'desc';
  onSort(sortCol: ReportSort, sortDir: 'asc' | 'desc'): void;
  /** Grouped by supplier: a supplier's row offers its vendor report. */
  onVendorReport?(supplier: { id: string; name: string }): void;
}) {
  const vendors = report.groupBy === 'supplier' && Boolean(onVendorReport);
  const groupLabel = REPORT_GROUP_LABELS[report.groupBy];
  const rows = sortGroups(report.groups, sortCol, sortDir);
  const sortHead = (col: ReportSort, label: string, align: 'left' | 'right') => (
    <TableCell
      align={align}
      sortDirection={sortCol === col ? sortDir : false}
      // The header's tint stays on the sticky column (theme: MuiTableCell head).
      sx={col === 'name' ? { ...stickySx, zIndex: 3, bgcolor: '#F0F3F7' } : undefined}
    >
      <TableSortLabel
        active={sortCol === col}
        direction={sortCol === col ? sortDir : col === 'name' ? 'asc' : 'desc'}
        onClick={() =>
          onSort(
            col,
            sortCol === col
              ? sortDir === 'asc'
                ? 'desc'
                : 'asc'
              : col === 'name'
                ? 'asc'
                : 'desc',
          )
        }
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 640 }}>
      <Table size="small" stickyHeader aria-label={REPORT_TEXT.tableLabel}>
        <TableHead>
          <TableRow>
            {sortHead('name', groupLabel, 'left')}
            {report.buckets.map((start) => (
              <TableCell
                key={start}
                align="right"
                title={bucketTitle(start, report.interval, report)}
              >
                {bucketLabel(start, report.interval, report)}
              </TableCell>
            ))}
            {sortHead('total', REPORT_TEXT.total, 'right')}
            {REPORT_STATUSES.map((status) => (
              <TableCell key={status} align="right">
                {REPORT_STATUS_LABELS[status]}
              </TableCell>
            ))}
            <AmountHeadCells currencies={report.currencies} />
            {vendors && (
              <TableCell>
                <span style={visuallyHidden}>{REPORT_TEXT.vendorReport}</span>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((group) => (
            <TableRow key={group.id ?? 'none'} hover>
              <TableCell component="th" scope="row" sx={stickySx} title={group.name}>
                {group.name}
              </TableCell>
              {report.buckets.map((start, index) => (
                <TableCell key={start} sx={numberSx}>
                  <Hours
                    hours={group.byBucket[index] ?? 0}
                    to={searchLink(query, group, start)}
                    label={`${group.name}, ${bucketTitle(start, report.interval, report)}: ${number(group.byBucket[index] ?? 0)} hours`}
                  />
                </TableCell>
              ))}
              <TableCell sx={{ ...numberSx, fontWeight: 600 }}>
                <Hours
                  hours={group.total}
                  to={searchLink(query, group, null)}
                  label={`${group.name}, total: ${number(group.total)} hours`}
                />
              </TableCell>
              {REPORT_STATUSES.map((status) => (
                <TableCell key={status} sx={numberSx}>
                  <Hours
                    hours={group.byStatus[status]}
                    to={searchLink({ ...query, status }, group, null)}
                    label={`${group.name}, ${REPORT_STATUS_LABELS[status]}: ${number(group.byStatus[status])} hours`}
                  />
                </TableCell>
              ))}
              <AmountCells currencies={report.currencies} amounts={group.amounts} />
              {vendors && (
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {group.id && (
                    <Button
                      size="small"
                      aria-label={REPORT_TEXT.vendorReportOf(group.name)}
                      onClick={() => onVendorReport?.({ id: group.id!, name: group.name })}
                    >
                      {REPORT_TEXT.vendorReport}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& td, & th': { fontWeight: 600, color: 'text.primary', fontSize: 14 } }}>
            <TableCell component="th" scope="row" sx={stickySx}>
              {REPORT_TEXT.total}
            </TableCell>
            {report.totals.byBucket.map((hours, index) => (
              <TableCell key={report.buckets[index]} sx={numberSx}>
                {number(hours)}
              </TableCell>
            ))}
            <TableCell sx={numberSx} data-testid="report-total">
              {number(report.totals.total)}
            </TableCell>
            {REPORT_STATUSES.map((status) => (
              <TableCell key={status} sx={numberSx}>
                {number(report.totals.byStatus[status])}
              </TableCell>
            ))}
            <AmountCells currencies={report.currencies} amounts={report.totals.amounts} />
            {vendors && <TableCell />}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
