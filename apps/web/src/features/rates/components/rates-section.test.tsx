import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, renderWithProviders } from '@/test/render.tsx';
import RatesSection from './rates-section.tsx';

const avaRate = {
  id: 'rate-1',
  userId: 'ava',
  projectId: 'proj-1',
  billRate: 12050,
  payRate: 8000,
  currency: 'EUR',
  effectiveFrom: '2026-11-23',
  userFullName: 'Ava Associate',
  projectName: 'Data platform',
  clientId: 'cli-1',
  clientName: 'Northwind',
  createdAt: '2026-11-20T10:00:00Z',
};
const projectDefault = {
  ...avaRate,
  id: 'rate-2',
  userId: null,
  userFullName: null,
  payRate: null,
  billRate: 10000,
};

/** The API's answers: the project's rates in its client's currency, and the writes. */
function stubApi(rates: unknown[], clientCurrency: string | null) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST')
      return Response.json({ ...avaRate, id: 'rate-3' }, { status: 201 });
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    if (url.startsWith('/api/admin/rates'))
      return Response.json({ rates, count: rates.length, clientCurrency });
    throw new Error(`unexpected request ${url}`);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const section = () => <RatesSection owner={{ projectId: 'proj-1' }} deleted={false} />;

describe('the Rates section of the project editor', () => {
  it('lists the project’s rates with money in the client’s currency', async () => {
    const fetch = stubApi([avaRate, projectDefault], 'EUR');
    renderWithProviders(section());
    const list = await screen.findByRole('list', { name: 'Rates' });
    expect(within(list).getByText('Ava Associate')).toBeTruthy();
    expect(within(list).getByText('Bill €120.50 · Pay €80.00 — From Nov 23, 2026')).toBeTruthy();
    expect(within(list).getByText('All associates')).toBeTruthy();
    expect(within(list).getByText('Bill €100.00 — From Nov 23, 2026')).toBeTruthy();
    expect(fetch.mock.calls[0]![0]).toBe('/api/admin/rates?projectId=proj-1&pageSize=100');
  });

  it('takes amounts in major units and sends minor units, in the client’s fixed currency', async () => {
    const fetch = stubApi([], 'EUR');
    const user = userEvent.setup();
    renderWithProviders(section());
    expect(await screen.findByText('No rate set')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Rate' });
    expect(within(dialog).getByText('This client bills in EUR')).toBeTruthy();
    // More decimals than the currency has: said at the field, nothing sent.
    await fill(user, within(dialog).getByRole('textbox', { name: 'Bill rate' }), '120.505');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter an amount such as 120.50')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await fill(user, within(dialog).getByRole('textbox', { name: 'Bill rate' }), '120,5');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Pay rate' }), '80');
    await fill(user, within(dialog).getByLabelText(/Effective from/), '2026-12-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rate added')).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/admin/rates');
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      projectId: 'proj-1',
      billRate: 12050,
      payRate: 8000,
      currency: 'EUR',
      effectiveFrom: '2026-12-01',
    });
    expect((post[1]?.headers as Record<string, string>)['idempotency-key']).toBeTruthy();
  });

  it('removes a rate after a confirmation', async () => {
    const fetch = stubApi([avaRate], 'EUR');
    const user = userEvent.setup();
    renderWithProviders(section());
    await user.click(
      await screen.findByRole('button', {
        name: 'Remove rate for Ava Associate from Nov 23, 2026',
      }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove rate?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
    const remove = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(remove[0]).toBe('/api/admin/rates/rate-1');
    expect(await screen.findByText('Rate removed')).toBeTruthy();
  });
});
