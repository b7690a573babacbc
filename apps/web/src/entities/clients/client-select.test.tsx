import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectSearchesFor, numberedRow, stubPickerServer } from '@/test/picker-server.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ClientSelect } from './client-select.tsx';

const ALL = Array.from({ length: 101 }, (_, i) => numberedRow('cli', 'Client', i + 1));

/** 101 clients on the server: a page of 25 by name, `q` matched as the server does, GET by id. */
const stubClients = () => stubPickerServer(ALL, 'clients', /^\/api\/crm\/ps\/clients\/(.+)$/);

function Picker({ initial = '', onPick }: { initial?: string; onPick?(id: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <ClientSelect
      value={value}
      onChange={(id) => {
        setValue(id);
        onPick?.(id);
      }}
    />
  );
}

describe('client picker', () => {
  it('finds the 101st client by typing: the server searches q, the list says how many more match', async () => {
    const requests = stubClients();
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Picker onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Client' });
    await user.click(input);
    expect(await screen.findAllByRole('option')).toHaveLength(25);
    expect(screen.getByText('Showing 25 of 101: type to find the rest')).toBeTruthy();

    await user.type(input, 'client 101');
    const found = await screen.findByRole('option', { name: 'Client 101' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expectSearchesFor(
      requests.filter((url) => url.includes('q=')),
      'client 101',
      '/api/crm/ps/clients?q=client%20101&all=true&page=0&pageSize=25&sortCol=name&sortDir=asc',
    );
    await user.click(found);
    expect(onPick).toHaveBeenCalledWith('cli-101');
    expect((input as HTMLInputElement).value).toBe('Client 101');
  });

  it('shows a preset client that the first page does not hold, looked up by its id', async () => {
    const requests = stubClients();
    renderWithProviders(<Picker initial="cli-88" />);
    const input = screen.getByRole('combobox', { name: 'Client' }) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('Client 088'));
    expect(requests).toContain('/api/crm/ps/clients/cli-88');
  });
  it("a link's unknown client says so in the server's words, not a bare error", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/clients/cli-gone')
          ? Response.json(
              { statusCode: 404, error: 'Not Found', message: 'Client not found' },
              { status: 404 },
            )
          : Response.json({ clients: ALL.slice(0, 25), count: ALL.length }),
      ),
    );
    renderWithProviders(<Picker initial="cli-gone" />);
    expect(await screen.findByText('Client not found')).toBeTruthy();
  });
});
