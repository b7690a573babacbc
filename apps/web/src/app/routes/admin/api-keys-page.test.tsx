import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  API_KEY_MESSAGES,
  API_KEY_SCOPE_DESCRIPTIONS,
  type ApiKey,
} from '@tallysheet/contract/api-keys/api-keys';
import { sampleProfile } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { API_KEY_TEXT } from '@/features/api-keys/messages.ts';
import ApiKeysPage from './api-keys-page.tsx';

const KEY = `tsk_acme.${'S'.repeat(43)}`;
const sampleKey = (change: Partial<ApiKey> = {}): ApiKey => ({
  id: 'k1',
  name: 'Payroll export',
  prefix: 'tsk_acme.SSSSSSSS',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
  scopes: ['directory:read'],
  createdBy: { id: 'alice', name: 'Alice Admin' },
  ...change,
});

/** A fake API: its keys, POST adding one, DELETE revoking it; returns the requests made. */
function stubApi(keys: ApiKey[]) {
  const requests: { method: string; url: string; headers: Headers; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method, url, headers: new Headers(init?.headers), body });
      let reply: { status: number; body?: unknown } = { status: 404, body: {} };
      if (url === '/api/admin/api-keys' && method === 'GET')
        reply = { status: 200, body: { apiKeys: keys } };
      if (url === '/api/admin/api-keys' && method === 'POST') {
        const made = sampleKey({
          id: 'k2',
          name: body.name,
          expiresAt: body.expiresAt ?? null,
          scopes: body.scopes,
        });
        keys.unshift(made);
        reply = { status: 201, body: { ...made, key: KEY } };
      }
      if (url.startsWith('/api/admin/api-keys/') && method === 'DELETE') {
        keys[0] = { ...keys[0]!, revokedAt: '2026-11-24T12:00:00.000Z' };
        reply = { status: 204 };
      }
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}

const renderPage = () =>
  renderWithProviders(<ApiKeysPage />, {
    url: '/admin/api-keys',
    signedIn: { profile: sampleProfile('admin') },
  });

describe('Manage API Keys', () => {
  it('an empty list offers to create the first key', async () => {
    stubApi([]);
    renderPage();
    expect(await screen.findByText(API_KEY_TEXT.empty)).toBeTruthy();
  });

  it('a new key is shown once, with Copy and the warning, and the list never holds it', async () => {
    const requests = stubApi([]);
    const user = userEvent.setup();
    renderPage();
    await user.click((await screen.findAllByRole('button', { name: API_KEY_TEXT.create }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Name/), 'Zapier');
    await user.click(within(dialog).getByRole('checkbox', { name: /^timesheets:read/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^directory:read/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(API_KEY_TEXT.shownOnceWarning)).toBeTruthy();
    expect(within(dialog).getByDisplayValue(KEY)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: API_KEY_TEXT.copy })).toBeTruthy();
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.body).toEqual({
      name: 'Zapier',
      expiresAt: null,
      scopes: ['directory:read', 'timesheets:read'],
    });
    expect(post.headers.has('idempotency-key')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: API_KEY_TEXT.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Zapier')).toBeTruthy();
    expect(screen.getAllByText('directory:read, timesheets:read').length).toBeGreaterThan(0);
    expect(screen.queryByDisplayValue(KEY)).toBeNull();
  });

  it('each scope is offered with its description, and a key without one is refused before anything is sent', async () => {
    const requests = stubApi([]);
    const user = userEvent.setup();
    renderPage();
    await user.click((await screen.findAllByRole('button', { name: API_KEY_TEXT.create }))[0]!);
    const dialog = await screen.findByRole('dialog');
    for (const description of Object.values(API_KEY_SCOPE_DESCRIPTIONS))
      expect(within(dialog).getByText(description)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Name/), 'Nothing chosen');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(API_KEY_MESSAGES.scopesRequired)).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('checkbox', { name: /^users:read/ }));
    expect(within(dialog).queryByText(API_KEY_MESSAGES.scopesRequired)).toBeNull();
  });

  it("a key's row shows its scopes and who made it", async () => {
    stubApi([sampleKey({ scopes: ['reports:read', 'users:read'] })]);
    renderPage();
    expect((await screen.findAllByText('reports:read, users:read')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Alice Admin').length).toBeGreaterThan(0);
  });

  it('a blank name is refused before anything is sent', async () => {
    const requests = stubApi([]);
    const user = userEvent.setup();
    renderPage();
    await user.click((await screen.findAllByRole('button', { name: API_KEY_TEXT.create }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A name is required')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('Revoke asks first, then the key shows Revoked and cannot be revoked again', async () => {
    const requests = stubApi([sampleKey()]);
    const user = userEvent.setup();
    renderPage();
    // A key opens no editor: its name is text, not a button.
    expect(await screen.findByText('Payroll export')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Payroll export' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Revoke Payroll export' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(API_KEY_TEXT.revokeTitle)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: API_KEY_TEXT.revoke }));
    expect(await screen.findByText('Revoked')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/admin/api-keys/k1',
    ]);
    expect(
      screen.getByRole('button', { name: 'Revoke Payroll export' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });
});
