import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@tallysheet/contract/rates/rates';
import type {
  HoursOverPeriod,
  ReportAmounts,
} from '@tallysheet/contract/reporting/hours-over-period';
import { REPORT_TEXT } from '../messages.ts';

const KINDS = ['billed', 'paid', 'margin'] as const;
type Kind = (typeof KINDS)[number];
const LABELS: Record<Kind, string> = {
  billed: REPORT_TEXT.billed,
  paid: REPORT_TEXT.paid,
  margin: REPORT_TEXT.margin,
};

const numberSx = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' };

/** The amount columns' headings: Billed, Paid and Margin for each currency of the report. */
export function amountHeadings(currencies: readonly string[]): string[] {
  return currencies.flatMap((currency) => KINDS.map((kind) => `${LABELS[kind]} (${currency})`));
}

/** The figures of a row's amount columns, formatted in their currency ('' when it has none). */
export function amountFigures(
  currencies: readonly string[],
  amounts: ReportAmounts | undefined,
): string[] {
  return currencies.flatMap((currency) => {
    const money = amounts?.byCurrency.find((entry) => entry.currency === currency);
    return KINDS.map((kind) => (money ? formatMoney(money[kind], currency, 'en-US') : ''));
  });
}

/** The heading cells of the amount columns (none for a report without amounts). */
export function AmountHeadCells({ currencies }: { currencies: readonly string[] | undefined }) {
  return (currencies ? amountHeadings(currencies) : []).map((heading) => (
    <TableCell key={heading} align="right" sx={{ whiteSpace: 'nowrap' }}>
      {heading}
    </TableCell>
  ));
}

/** A row's amount cells (none for a report without amounts). */
export function AmountCells({
  currencies,
  amounts,
}: {
  currencies: readonly string[] | undefined;
  amounts: ReportAmounts | undefined;
}) {
  if (!currencies) return null;
  const headings = amountHeadings(currencies);
  return amountFigures(currencies, amounts).map((figure, index) => (
    <TableCell key={headings[index]} sx={numberSx}>
      {figure}
    </TableCell>
  ));
}

/**
 * What the amounts count, under the table of an Administrator's report: approved hours only,
 * and how many approved hours have no bill rate or no pay rate (in the hours, not the money).
 */
export function AmountsNote({ report }: { report: HoursOverPeriod }) {
  const amounts = report.totals.amounts;
  if (!report.currencies || !amounts) return null;
  const unrated = REPORT_TEXT.unrated(amounts.hoursWithoutBillRate, amounts.hoursWithoutPayRate);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="amounts-note">
      {[REPORT_TEXT.amountsNote, unrated].filter(Boolean).join(' ')}
    </Typography>
  );
}
