import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectSearchesFor, numberedRow, stubPickerServer } from '@/test/picker-server.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { SupplierSelect } from './supplier-select.tsx';

/** `total` suppliers on the server: pages by name, `q` matched as the server does. */
const stubSuppliers = (total: number) =>
  stubPickerServer(
    Array.from({ length: total }, (_, i) => numberedRow('sup', 'Supplier', i + 1)),
    'suppliers',
  );

function Picker() {
  const [value, setValue] = useState('');
  return <SupplierSelect value={value} onChange={setValue} />;
}

const DROPDOWN = '/api/suppliers/suppliers?sortCol=name&sortDir=asc&all=true&page=0&pageSize=100';

describe('supplier dropdown', () => {
  it('with 100 suppliers or fewer, its one spec call (all=true, page 0, pageSize 100) serves the typing', async () => {
    const requests = stubSuppliers(100);
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Supplier' });
    await user.click(input);
    expect(await screen.findAllByRole('option')).toHaveLength(100);
    await user.type(input, '100');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(requests).toEqual([DROPDOWN]);
  });

  it('past 100, typing searches the server, so the 101st supplier can be chosen', async () => {
    const requests = stubSuppliers(101);
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Supplier' });
    await user.click(input);
    expect(await screen.findAllByRole('option')).toHaveLength(100);
    expect(screen.getByText('Showing 100 of 101: type to find the rest')).toBeTruthy();
    await user.type(input, 'supplier 101');
    await user.click(await screen.findByRole('option', { name: 'Supplier 101' }));
    expect((input as HTMLInputElement).value).toBe('Supplier 101');
    // The list, then the searches for what was typed.
    const [list, ...searches] = requests;
    expect(list).toBe(DROPDOWN);
    expectSearchesFor(searches, 'supplier 101', `${DROPDOWN}&q=supplier%20101`);
  });
});
