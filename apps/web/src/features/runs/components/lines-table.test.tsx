import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubViewportWidth } from '@/test/render.tsx';
import { LinesTable, type LineColumn } from './lines-table.tsx';

// A run's lines can be sorted by amount (highest first, then lowest), within their group.
type Line = { name: string; amount: number | null };
const COLUMNS: LineColumn<Line>[] = [
  { label: 'Associate', value: (line) => line.name },
  {
    label: 'Amount',
    numeric: true,
    value: (line) => (line.amount === null ? '—' : String(line.amount)),
    sortValue: (line) => line.amount,
  },
];
const LINES: Line[] = [
  { name: 'Ava', amount: 200 },
  { name: 'Ben', amount: null },
  { name: 'Cy', amount: 900 },
  { name: 'Di', amount: 50 },
];

const renderLines = () =>
  renderWithProviders(
    <LinesTable
      label="Lines"
      columns={COLUMNS}
      groups={[{ rows: LINES }]}
      rowKey={(line) => line.name}
    />,
  );

afterEach(() => vi.unstubAllGlobals());

describe('a run’s lines sorted by amount', () => {
  it('are as drawn up until the Amount header is clicked, then highest or lowest first', async () => {
    stubViewportWidth(1536);
    renderLines();
    const user = userEvent.setup();
    const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    const amount = screen.getByRole('columnheader', { name: 'Amount' });
    expect(names()).toEqual(['Ava', 'Ben', 'Cy', 'Di']);
    expect(amount).not.toHaveAttribute('aria-sort');
    await user.click(within(amount).getByRole('button', { name: 'Amount' }));
    expect(names()).toEqual(['Cy', 'Ava', 'Di', 'Ben']);
    expect(amount).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(amount).getByRole('button', { name: 'Amount' }));
    expect(names()).toEqual(['Di', 'Ava', 'Cy', 'Ben']);
    expect(amount).toHaveAttribute('aria-sort', 'ascending');
    // A column without a sort value is a plain header.
    expect(
      within(screen.getByRole('columnheader', { name: 'Associate' })).queryByRole('button'),
    ).toBeNull();
  });

  it('below md the cards sort the same way from a Sort by amount button', async () => {
    stubViewportWidth(390);
    renderLines();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sort by amount' }));
    const cards = within(screen.getByRole('list', { name: 'Lines' })).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual([
      'Cy',
      'Ava',
      'Di',
      'Ben',
    ]);
  });
});
