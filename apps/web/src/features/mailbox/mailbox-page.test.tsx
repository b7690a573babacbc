// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailboxMessage } from '@tallysheet/contract/mail/mailbox';
import type { ClientConfig } from '@tallysheet/contract/util/util';
import { theme } from '../../app/theme.ts';
import { initialPersistedState, persisted } from '../../lib/persisted-state.ts';
import { ClientConfigContext } from '../bootstrap/client-config.tsx';
import MailboxPage from './mailbox-page.tsx';

const config: ClientConfig = {
  brandName: 'Tallysheet',
  stage: 'local',
  version: '3.2.0',
  commit: 'abc1234',
  devMenu: true,
  classicSiteUrl: null,
  supportEmail: 'support@example.com',
  featureFlags: {
    ApproveTimePortalRedirect: true,
    GenerateApiKeys: false,
    Reporting: true,
    TestFeature1: false,
    TestFeature2: false,
  },
  mailbox: true,
};

const mail = (n: number, change: Partial<MailboxMessage> = {}): MailboxMessage => ({
  mailId: `m${n}`,
  tenantId: 'acme',
  template: 'password-reset-code',
  to: `user${n}@example.com`,
  subject: `Your verification code ${n}`,
  html: `<p>Code <b>12345${n}</b></p>`,
  text: `Code 12345${n}`,
  status: 'sent',
  createdAt: '2030-01-15T14:30:00.000Z',
  sentAt: '2030-01-15T14:31:00.000Z',
  ...change,
});

type Reply = { status: number; body: unknown };
function stubFetch(reply: (url: URL) => Reply) {
  const mock = vi.fn(async (input: string) => {
    const { status, body } = reply(new URL(input, 'http://localhost'));
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
const requested = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.map(([input]) => new URL(input, 'http://localhost').searchParams);

function renderMailbox() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider>
          <ClientConfigContext.Provider value={config}>
            <MemoryRouter initialEntries={['/dev/mailbox']}>
              <MailboxPage />
            </MemoryRouter>
          </ClientConfigContext.Provider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  persisted.set(initialPersistedState());
  persisted.set((state) => ({ ...state, prefs: { ...state.prefs, timezone: 'UTC' } }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('developer mailbox', () => {
  it('lists the messages with status and creation time, and shows one in a sandboxed frame', async () => {
    stubFetch(() => ({
      status: 200,
      body: { messages: [mail(2), mail(1, { status: 'failed' })], count: 2 },
    }));
    renderMailbox();
    await screen.findByText('user2@example.com');
    const rows = screen.getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'user2@example.comYour verification code 2SentJan 15, 2030 2:30 pm',
      'user1@example.comYour verification code 1FailedJan 15, 2030 2:30 pm',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Your verification code 1' }));
    const preview = screen.getByRole('region', { name: 'Your verification code 1' });
    const frame = within(preview).getByTitle('Message: Your verification code 1');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Code <b>123451</b></p>');
    await userEvent.click(within(preview).getByRole('button', { name: 'Plain text' }));
    expect(within(preview).getByText('Code 123451')).toBeVisible();
    expect(within(preview).queryByTitle('Message: Your verification code 1')).toBeNull();
  });

  it('says "No items" when the outbox is empty', async () => {
    stubFetch(() => ({ status: 200, body: { messages: [], count: 0 } }));
    renderMailbox();
    expect(await screen.findByText('No items')).toBeVisible();
  });

  it('shows "An error occurred" with Reload, which asks again', async () => {
    let fail = true;
    const fetch = stubFetch(() =>
      fail
        ? { status: 500, body: { statusCode: 500, message: 'An unexpected error occurred' } }
        : { status: 200, body: { messages: [mail(1)], count: 1 } },
    );
    renderMailbox();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('user1@example.com')).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('pages through the outbox and filters by recipient', async () => {
    const fetch = stubFetch((url) => ({
      status: 200,
      body: { messages: [mail(Number(url.searchParams.get('page')) + 1)], count: 30 },
    }));
    renderMailbox();
    expect(await screen.findByText('1–10 of 30')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('11–20 of 30')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Recipient'), 'jane@example.com');
    await waitFor(() =>
      expect(requested(fetch).at(-1)?.toString()).toBe('to=jane%40example.com&page=0&pageSize=10'),
    );
    expect(requested(fetch)[0]?.toString()).toBe('page=0&pageSize=10');
    expect(requested(fetch)[1]?.toString()).toBe('page=1&pageSize=10');
  });
});
