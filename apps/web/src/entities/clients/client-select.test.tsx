import { useState } from 'react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { ClientSelect } from './client-select.tsx';

const client = (n: number) => ({
  id: `cli-${n}`,
  name: `Client ${String(n).padStart(3, '0')}`,
  description: '',
  isArchived: false,
  isDeleted: false,
  createdAt: '2026-01-05T10:00:00Z',
  updatedAt: '2026-01-05T10:00:00Z',
});
const ALL = Array.from({ length: 101 }, (_, i) => client(i + 1));

/** 101 clients on the server: a page of 25 by name, `q` matched as the server does, GET by id. */
function stubClients() {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      const parsed = new URL(url, 'http://localhost');
      const byId = parsed.pathname.match(/^\/api\/crm\/ps\/clients\/(.+)$/);
      if (byId) return Response.json(ALL.find((row) => row.id === byId[1]));
      const q = parsed.searchParams.get('q')?.toLowerCase() ?? '';
      const matches = ALL.filter((row) => row.name.toLowerCase().startsWith(q));
      const size = Number(parsed.searchParams.get('pageSize'));
      return Response.json({ clients: matches.slice(0, size), count: matches.length });
    }),
  );
  return requests;
}

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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
    expect(requests.filter((url) => url.includes('q='))).toEqual([
      '/api/crm/ps/clients?q=client%20101&all=true&page=0&pageSize=25&sortCol=name&sortDir=asc',
    ]);
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
