import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HoursOverPeriod } from '@tallysheet/contract/reporting/hours-over-period';
import { sampleReport } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { AmountsNote, amountFigures, amountHeadings } from './amount-columns.tsx';
import { HoursTable } from './hours-table.tsx';

/** The sample report as an Administrator gets it: Bo's approved 6 h priced in USD. */
function withAmounts(): HoursOverPeriod {
  const report = sampleReport();
  const none = { byCurrency: [], hoursWithoutBillRate: 0, hoursWithoutPayRate: 0 };
  const bo = {
    byCurrency: [{ currency: 'USD', billed: 60000, paid: 63050, margin: -3050 }],
    hoursWithoutBillRate: 0,
    hoursWithoutPayRate: 0,
  };
  return {
    ...report,
    currencies: ['USD'],
    groups: [
      { ...report.groups[0]!, amounts: none },
      { ...report.groups[1]!, amounts: bo },
    ],
    totals: { ...report.totals, amounts: { ...bo, hoursWithoutBillRate: 1.5 } },
  };
}

const query = {
  from: '2026-11-01',
  to: '2026-11-14',
  interval: 'week' as const,
  groupBy: 'user' as const,
};

const renderTable = (report: HoursOverPeriod) =>
  renderWithProviders(
    <HoursTable report={report} query={query} sortCol="total" sortDir="desc" onSort={() => {}} />,
    { signedIn: true },
  );

describe('the amount columns of Hours Over Period', () => {
  it('heads Billed, Paid and Margin per currency, in the currency order of the report', () => {
    expect(amountHeadings(['EUR', 'USD'])).toEqual([
      'Billed (EUR)',
      'Paid (EUR)',
      'Margin (EUR)',
      'Billed (USD)',
      'Paid (USD)',
      'Margin (USD)',
    ]);
  });

  it('formats minor units with formatMoney and leaves a currency the row lacks empty', () => {
    const amounts = {
      byCurrency: [{ currency: 'EUR', billed: 90000, paid: 101657, margin: -11657 }],
      hoursWithoutBillRate: 0,
      hoursWithoutPayRate: 0,
    };
    expect(amountFigures(['EUR', 'USD'], amounts)).toEqual([
      '€900.00',
      '€1,016.57',
      '-€116.57',
      '',
      '',
      '',
    ]);
  });

  it('shows the amounts after the status split, row by row and in the totals row', async () => {
    renderTable(withAmounts());
    const table = await screen.findByRole('table', { name: 'Hours per group and interval' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'AssociateNov 1 – 6Nov 7TotalApprovedPendingRejectedBilled (USD)Paid (USD)Margin (USD)',
      'Ava Associate89.517.5017.50',
      'Bo Builder099603$600.00$630.50-$30.50',
      'Total818.526.5617.53$600.00$630.50-$30.50',
    ]);
  });

  it('has no amount columns when the report has no amounts (anyone but an Administrator)', async () => {
    renderTable(sampleReport());
    const table = await screen.findByRole('table', { name: 'Hours per group and interval' });
    expect(within(table).queryByRole('columnheader', { name: /Billed|Paid|Margin/ })).toBeNull();
  });

  it('says that amounts count approved hours only, and the hours without a rate', () => {
    renderWithProviders(<AmountsNote report={withAmounts()} />);
    expect(screen.getByTestId('amounts-note')).toHaveTextContent(
      'Amounts count approved hours only. Without a rate: 1.5 h without a bill rate, 0 h without a pay rate.',
    );
  });
});
