import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailboxMessage } from '@tallysheet/contract/mail/mailbox';
import { initialPersistedState, persisted } from '@/lib/persisted-state.ts';
import { setSignedInUser } from '@/lib/user-timezone.ts';
import { sampleConfig } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { useMailboxAvailable } from './get-mailbox.ts';
import MailboxPage from './mailbox-page.tsx';

const config = sampleConfig({ devMenu: true, mailbox: true });

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

const renderMailbox = () => renderWithProviders(<MailboxPage />, { url: '/dev/mailbox', config });

beforeEach(() => {
  persisted.set(initialPersistedState());
  setSignedInUser({ user: 'acme#ann', timezone: 'UTC' });
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
      'Your verification code 2user2@example.comSentJan 15, 2030 2:30 pm',
      'Your verification code 1user1@example.comFailedJan 15, 2030 2:30 pm',
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

  it('beside an open message at 1536 px the list fits its column, its headers cut with an ellipsis', async () => {
    stubFetch(() => ({ status: 200, body: { messages: [mail(1)], count: 1 } }));
    // Styles into the document (the test cache keeps them out), so that they can be read.
    renderWithProviders(
      <CacheProvider value={createCache({ key: 'live' })}>
        <MailboxPage />
      </CacheProvider>,
      { url: '/dev/mailbox', config },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Your verification code 1' }));
    const table = screen.getByRole('table', { name: 'Mailbox messages' });
    // 1536 less the 256 px sidebar, two 24 px gutters and the 24 px gap, halved; less the
    // card's borders and a 17 px scroll bar.
    const column = (1536 - 256 - 2 * 24 - 24) / 2 - 2 - 17;
    expect(parseFloat(getComputedStyle(table).minWidth)).toBeLessThanOrEqual(column);
    const created = getComputedStyle(within(table).getByRole('columnheader', { name: 'Created' }));
    expect(created.getPropertyValue('overflow')).toBe('hidden');
    expect(created.getPropertyValue('text-overflow')).toBe('ellipsis');
    expect(created.getPropertyValue('white-space')).toBe('nowrap');
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

  it('pages through the outbox, and filters by recipient 300 ms after the typing stops', async () => {
    const fetch = stubFetch((url) => ({
      status: 200,
      body: { messages: [mail(Number(url.searchParams.get('page')) + 1)], count: 30 },
    }));
    renderMailbox();
    expect(await screen.findByText('1–10 of 30')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('11–20 of 30')).toBeVisible();

    // The debounce runs on a clock the test moves: keystrokes 100 ms apart ask for nothing,
    // the typed recipient is asked for 300 ms after the last one.
    vi.useFakeTimers();
    const field = screen.getByLabelText('Recipient');
    for (const typed of ['j', 'jane', 'jane@example', 'jane@example.com']) {
      fireEvent.change(field, { target: { value: typed } });
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(requested(fetch).map(String)).toEqual(['page=0&pageSize=10', 'page=1&pageSize=10']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() =>
      expect(requested(fetch).map(String)).toEqual([
        'page=0&pageSize=10',
        'page=1&pageSize=10',
        'to=jane%40example.com&page=0&pageSize=10',
      ]),
    );
  });

  it('says plainly that the mailbox is not available when the API refuses it (404), with nothing to search', async () => {
    stubFetch(() => ({ status: 404, body: { statusCode: 404, message: 'Not Found' } }));
    renderMailbox();
    expect(await screen.findByText('The developer mailbox is not available here.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Developer Mailbox' })).toBeVisible();
    expect(screen.queryByLabelText('Recipient')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

function MailboxLink({ hint }: { hint: boolean }) {
  return <output>{useMailboxAvailable(hint) ? 'link' : 'no link'}</output>;
}

describe('developer mailbox link', () => {
  it('is shown where the API answers the mailbox', async () => {
    const fetch = stubFetch(() => ({ status: 200, body: { messages: [], count: 0 } }));
    renderWithProviders(<MailboxLink hint />);
    expect(await screen.findByText('link')).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is hidden where the API refuses it with 404 or 403', async () => {
    for (const status of [404, 403]) {
      const fetch = stubFetch(() => ({ status, body: { statusCode: status, message: 'No' } }));
      renderWithProviders(<MailboxLink hint />);
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
      expect(screen.getByText('no link')).toBeVisible();
      cleanup();
    }
  });

  it('is not even asked for when the deployment says the mailbox is off', () => {
    const fetch = stubFetch(() => ({ status: 200, body: { messages: [], count: 0 } }));
    renderWithProviders(<MailboxLink hint={false} />);
    expect(screen.getByText('no link')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
