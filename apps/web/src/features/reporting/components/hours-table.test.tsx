import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { sampleReport } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import type { ReportSort } from '../report-query.ts';
import { HoursChart } from './hours-chart.tsx';
import { HoursTable } from './hours-table.tsx';

const report = sampleReport();

const query = {
  from: '2026-11-01',
  to: '2026-11-14',
  interval: 'week' as const,
  groupBy: 'user' as const,
};

/** The table with its sort kept in state, as the page keeps it in the URL. */
function Sortable() {
  const [sort, setSort] = useState<{ col: ReportSort; dir: 'asc' | 'desc' }>({
    col: 'total',
    dir: 'desc',
  });
  return (
    <HoursTable
      report={report}
      query={query}
      sortCol={sort.col}
      sortDir={sort.dir}
      onSort={(col, dir) => setSort({ col, dir })}
    />
  );
}
const renderTable = () => renderWithProviders(<Sortable />, { signedIn: true });

describe('the Hours Over Period table and chart', () => {
  it('shows a row per group with its intervals, total and status split, and a totals row', async () => {
    renderTable();
    const table = await screen.findByRole('table', { name: 'Hours per group and interval' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'AssociateNov 1 – 6Nov 7TotalApprovedPendingRejected',
      'Ava Associate89.517.5017.50',
      'Bo Builder099603',
      'Total818.526.5617.53',
    ]);
  });

  it('a figure opens Search Timecards with the same filters and the interval’s days', async () => {
    renderTable();
    const link = await screen.findByRole('link', {
      name: 'Bo Builder, Sat, Nov 07 – Fri, Nov 13, 2026: 9 hours',
    });
    expect(link).toHaveAttribute(
      'href',
      '/timesheets/search?userId=bo&period=custom&from=2026-11-07&to=2026-11-13',
    );
  });

  it('sorts by name, both ways, with aria-sort', async () => {
    const user = userEvent.setup();
    renderTable();
    const table = await screen.findByRole('table', { name: 'Hours per group and interval' });
    await user.click(within(table).getByRole('button', { name: 'Associate' }));
    expect(within(table).getByRole('columnheader', { name: 'Associate' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(table).getByRole('button', { name: 'Associate' }));
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['Bo Builder', 'Ava Associate', 'Total']);
  });

  it('tells screen readers what the chart shows', async () => {
    renderWithProviders(<HoursChart report={report} narrow={false} />);
    const summary = await screen.findByRole('list', { name: 'Chart summary' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sun, Nov 01 – Fri, Nov 06, 2026: 8 h (Ava Associate 8 h)',
      'Sat, Nov 07 – Fri, Nov 13, 2026: 18.5 h (Ava Associate 9.5 h, Bo Builder 9 h)',
    ]);
  });
});
