import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleReport } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { VendorReportDialog } from './vendor-report-dialog.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's answers by path: the supplier's associates, its contacts, and the send (202). */
function stubServer() {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.includes('/reporting/hours-over-period')) return json(200, sampleReport());
    if (url.includes('/suppliers/contacts'))
      return json(200, {
        contacts: [{ id: 'sam', supplierId: 'apex', name: 'Sam Apex', email: 'sam@apex.example' }],
        count: 1,
      });
    if (url.includes('/reporting/vendor-report/send'))
      return json(202, { emails: ['sam@apex.example'] });
    throw new Error(`unexpected request ${url}`);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('VendorReportDialog', () => {
  it('sending to a chosen contact says it was sent (the server answers 202 Accepted)', async () => {
    const fetch = stubServer();
    const onClose = vi.fn();
    renderWithProviders(
      <VendorReportDialog
        supplier={{ id: 'apex', name: 'Apex Staffing' }}
        from="2026-11-01"
        to="2026-11-14"
        onClose={onClose}
      />,
      { signedIn: true },
    );
    expect(await screen.findByText('Ava Associate: 17.5 h')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Sam Apex/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Vendor report sent to 1 contact')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const sent = fetch.mock.calls.find(([url]) => url.includes('/vendor-report/send'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      supplierId: 'apex',
      from: '2026-11-01',
      to: '2026-11-14',
      contactIds: ['sam'],
    });
  });

  it('sending without a contact names what is missing and sends nothing', async () => {
    const fetch = stubServer();
    renderWithProviders(
      <VendorReportDialog
        supplier={{ id: 'apex', name: 'Apex Staffing' }}
        from="2026-11-01"
        to="2026-11-14"
        onClose={() => {}}
      />,
      { signedIn: true },
    );
    await screen.findByRole('checkbox', { name: /Sam Apex/ });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Choose at least one contact of the supplier')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => url.includes('/send'))).toBe(false);
  });
});
