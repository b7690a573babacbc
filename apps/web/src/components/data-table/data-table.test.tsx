import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubViewportWidth } from '@/test/render.tsx';
import { DataTable } from './data-table.tsx';
import type { DataTableColumn, DataTableProps, DataTableQuery } from './types.ts';
import { useListState, type ListState } from './use-list-state.ts';

interface Row {
  id: string;
  name: string;
  description: string;
  updatedAt: string;
  isArchived: boolean;
  isDeleted: boolean;
}

const row = (n: number, change: Partial<Row> = {}): Row => ({
  id: `r${n}`,
  name: `Supplier ${n}`,
  description: `Description ${n}`,
  updatedAt: '2026-03-01T12:00:00Z',
  isArchived: false,
  isDeleted: false,
  ...change,
});

const COLUMNS: DataTableColumn<Row>[] = [
  {
    id: 'description',
    label: 'Description',
    sortCol: 'description',
    identifies: true,
    value: (r) => r.description,
  },
  {
    id: 'updatedAt',
    label: 'Updated',
    sortCol: 'updatedAt',
    kind: 'date',
    value: (r) => r.updatedAt,
  },
];

const loaded: DataTableQuery = {
  isPending: false,
  isFetching: false,
  isError: false,
  refetch: vi.fn(),
};

let list: ListState;
const handlers = { onOpen: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn(), onCreate: vi.fn() };

function Harness({
  rows,
  count,
  query = loaded,
  extra = {},
}: {
  rows: Row[] | undefined;
  count?: number;
  query?: DataTableQuery;
  extra?: Partial<DataTableProps<Row>>;
}) {
  list = useListState();
  return (
    <DataTable
      label="Suppliers"
      name={{ sortCol: 'name', value: (r) => r.name }}
      columns={COLUMNS}
      rows={rows}
      count={count ?? rows?.length}
      getRowId={(r) => r.id}
      list={list}
      query={query}
      emptyText="You do not have any suppliers yet"
      errorText="An error occurred fetching suppliers"
      createLabel="New Supplier"
      {...handlers}
      {...extra}
    />
  );
}

const renderTable = (props: Parameters<typeof Harness>[0]) =>
  renderWithProviders(<Harness {...props} />);

const header = (name: string) => screen.getByRole('columnheader', { name });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('data table', () => {
  it('sorts by updatedAt descending at first, and a click on a sorted column toggles its direction', async () => {
    const user = userEvent.setup();
    renderTable({ rows: [row(1), row(2)] });
    expect(header('Updated').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').getAttribute('aria-sort')).toBeNull();
    expect(list.query).toMatchObject({ sortCol: 'updatedAt', sortDir: 'desc', page: 0 });

    await user.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Updated').getAttribute('aria-sort')).toBeNull();
    expect(list.query).toMatchObject({ sortCol: 'name', sortDir: 'asc' });

    await user.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    expect(list.query).toMatchObject({ sortCol: 'name', sortDir: 'desc' });

    await user.click(within(header('Updated')).getByRole('button', { name: 'Updated' }));
    expect(header('Updated').getAttribute('aria-sort')).toBe('descending');
  });

  it('pages 10 rows by default, moves to the next page and starts again at page 0 on a new page size', async () => {
    const user = userEvent.setup();
    renderTable({ rows: Array.from({ length: 10 }, (_, n) => row(n)), count: 30 });
    expect(screen.getByText('1–10 of 30')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(list.query).toMatchObject({ page: 1, pageSize: 10 });

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['10', '25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(list.query).toMatchObject({ page: 0, pageSize: 25 });
  });

  it('shows the name as a button, dates as MMM DD, YYYY, labelled Edit and Delete buttons and muted archived rows', async () => {
    const user = userEvent.setup();
    renderTable({ rows: [row(1), row(2, { isArchived: true })] });
    await user.click(screen.getByRole('button', { name: 'Supplier 1' }));
    expect(handlers.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1' }));
    await user.click(screen.getByRole('button', { name: 'Edit Supplier 2' }));
    expect(handlers.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'r2' }));
    await user.click(screen.getByRole('button', { name: 'Delete Supplier 1' }));
    expect(handlers.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1' }));
    expect(screen.getAllByText('Mar 01, 2026')).toHaveLength(2);
    expect(screen.getAllByText('Archived')).toHaveLength(1);
  });

  it('shows the empty sentence with a create button when there are no rows', async () => {
    const user = userEvent.setup();
    renderTable({ rows: [] });
    expect(screen.getByText('You do not have any suppliers yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New Supplier' }));
    expect(handlers.onCreate).toHaveBeenCalledTimes(1);
  });

  it('shows "No results for these filters", not the empty sentence, when the archived filter finds nothing', async () => {
    const { rerender } = renderTable({ rows: [] });
    act(() => list.setFilter('archived'));
    rerender(<Harness rows={[]} />);
    expect(await screen.findByText('No results for these filters')).toBeTruthy();
    expect(screen.queryByText('You do not have any suppliers yet')).toBeNull();
  });

  it('shows the error text with Reload, never the empty state, when the load fails', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    renderTable({ rows: undefined, query: { ...loaded, isError: true, refetch } });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('An error occurred fetching suppliers');
    expect(screen.queryByText('You do not have any suppliers yet')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows skeleton rows on the first load and a progress bar while a refetch keeps the old rows', () => {
    const { container, rerender } = renderTable({
      rows: undefined,
      query: { ...loaded, isPending: true, isFetching: true },
    });
    expect(container.querySelectorAll('tbody tr[aria-hidden="true"]').length).toBe(5);
    rerender(<Harness rows={[row(1)]} query={{ ...loaded, isFetching: true }} />);
    expect(screen.getByRole('progressbar', { name: 'Loading Suppliers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Supplier 1' })).toBeTruthy();
  });
});

describe('data table details and paging', () => {
  const extra: Partial<DataTableProps<Row>> = {
    detail: (r) => (r.isArchived ? <p>Archived on request</p> : null),
    paged: false,
  };

  it("gives a row's detail a full-width line of its own, and without paging shows no pagination", () => {
    renderTable({ rows: [row(1), row(2, { isArchived: true })], extra });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent?.startsWith('Supplier') ?? false)).toEqual([
      true,
      true,
      false,
    ]);
    expect(within(rows[2]!).getByRole('cell').getAttribute('colspan')).toBe('5');
    expect(rows[2]!.textContent).toBe('Archived on request');
    expect(screen.queryByRole('button', { name: 'Go to next page' })).toBeNull();
  });

  it("shows a row's detail inside its card on a phone", () => {
    stubViewportWidth(390);
    renderTable({ rows: [row(1), row(2, { isArchived: true })], extra });
    const cards = within(screen.getByRole('list', { name: 'Suppliers' })).getAllByRole('listitem');
    expect(within(cards[1]!).getByText('Archived on request')).toBeTruthy();
    expect(within(cards[0]!).queryByText('Archived on request')).toBeNull();
  });
});

describe('data table on a phone (below md)', () => {
  it('shows each row as a card of its name, its identifying columns and Edit and Delete, leaving the rest out', async () => {
    stubViewportWidth(390);
    const user = userEvent.setup();
    renderTable({ rows: [row(1), row(2, { isArchived: true })] });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Suppliers' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('term').textContent).toBe('Description');
    expect(first.getByRole('definition').textContent).toBe('Description 1');
    // Updated does not identify a row: it is left out.
    expect(first.queryByText('Mar 01, 2026')).toBeNull();
    await user.click(first.getByRole('button', { name: 'Supplier 1' }));
    expect(handlers.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1' }));
    await user.click(first.getByRole('button', { name: 'Edit Supplier 1' }));
    expect(handlers.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1' }));
    await user.click(within(cards[1]!).getByRole('button', { name: 'Delete Supplier 2' }));
    expect(handlers.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'r2' }));
    expect(within(cards[1]!).getByText('Archived')).toBeTruthy();
  });

  it('sorts by the column chosen in "Sort by", and the direction button reverses the order', async () => {
    stubViewportWidth(390);
    const user = userEvent.setup();
    renderTable({ rows: [row(1)] });
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Name', 'Description', 'Updated']);
    await user.click(screen.getByRole('option', { name: 'Name' }));
    expect(list.query).toMatchObject({ sortCol: 'name', sortDir: 'asc', page: 0 });
    await user.click(screen.getByRole('button', { name: /^Ascending/ }));
    expect(list.query).toMatchObject({ sortCol: 'name', sortDir: 'desc' });
    expect(screen.getByRole('button', { name: /^Descending/ })).toBeTruthy();
  });

  it('shows the empty sentence and its create button on their own, outside any table', async () => {
    stubViewportWidth(390);
    const user = userEvent.setup();
    renderTable({ rows: [] });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('You do not have any suppliers yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New Supplier' }));
    expect(handlers.onCreate).toHaveBeenCalledTimes(1);
  });

  it('keeps the table from md up', () => {
    stubViewportWidth(900);
    renderTable({ rows: [row(1)] });
    expect(screen.getByRole('table', { name: 'Suppliers' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
  });
});
