import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleApprovalView } from '@/test/approval-fixtures.ts';
import { fill, sentBody, stubFetch } from '@/test/render.tsx';
import { PortalPage } from './portal-page.tsx';

// The page as its own bundle renders it (portal-main.tsx): no router, no providers.
const TOKEN = 'acme.s3cret+key';
const showPage = (token = TOKEN) => render(<PortalPage token={token} brandName="Tallysheet" />);
const reviewer = { kind: 'contact' as const, name: 'Dana Reyes', at: '2026-03-14T09:00:00Z' };

const dayCard = (name: string) => screen.getByRole('article', { name });
const MONDAY = 'Monday, Mar 09, 2026';
const TUESDAY = 'Tuesday, Mar 10, 2026';
const WEDNESDAY = 'Wednesday, Mar 11, 2026';

async function choose(user: UserEvent, day: string, decision: 'Approve' | 'Reject') {
  await user.click(within(dayCard(day)).getByRole('button', { name: decision }));
}

describe('approval portal', () => {
  it('shows the week, takes two approvals and a rejection with its reason, and confirms', async () => {
    const decided = sampleApprovalView(
      {
        monday: {
          hours: 8,
          description: 'Checkout page',
          review: 'approved',
          reviewedBy: reviewer,
        },
        tuesday: { hours: 7.5, review: 'approved', reviewedBy: reviewer },
        wednesday: {
          hours: 6,
          review: 'rejected',
          reviewComment: 'Wednesday was a public holiday',
          reviewedBy: reviewer,
        },
      },
      { decided: true },
    );
    const fetch = stubFetch(
      { status: 200, body: sampleApprovalView() },
      { status: 200, body: decided },
    );
    const user = userEvent.setup();
    showPage();

    expect(await screen.findByRole('heading', { name: 'Approve time', level: 1 })).toBeVisible();
    expect(screen.getByText('Tallysheet')).toBeVisible();
    expect(screen.getByText('Northwind Staffing')).toBeVisible();
    expect(screen.getByText('Sat, Mar 07 – Fri, Mar 13, 2026')).toBeVisible();
    expect(screen.getByText('21.5')).toBeVisible();
    expect(within(dayCard(MONDAY)).getByText('Checkout page')).toBeVisible();
    expect(within(dayCard(TUESDAY)).getByText('7.5 hours')).toBeVisible();
    // The link's token goes in the path, encoded, with no credentials of a signed-in user.
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/ts/approval/acme.s3cret%2Bkey');
    expect(fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty('authorization');

    await choose(user, MONDAY, 'Approve');
    await choose(user, TUESDAY, 'Approve');
    await choose(user, WEDNESDAY, 'Reject');
    const reason = within(dayCard(WEDNESDAY)).getByRole('textbox', {
      name: /Reason for rejecting/,
    });
    expect(reason).toHaveFocus();
    await fill(user, reason, 'Wednesday was a public holiday');
    expect(screen.getByText('2 approved · 1 rejected · 0 undecided')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Thank you, your decisions were sent')).toBeVisible();
    expect(fetch.mock.calls[1]?.[0]).toBe('/api/ts/approval/acme.s3cret%2Bkey');
    expect(fetch.mock.calls[1]?.[1]?.method).toBe('POST');
    expect(sentBody(fetch, 1)).toEqual({
      timeCards: [
        {
          projectId: 'prj-1',
          taskId: 'tsk-1',
          days: {
            monday: { review: 'approved' },
            tuesday: { review: 'approved' },
            wednesday: { review: 'rejected', reviewComment: 'Wednesday was a public holiday' },
          },
        },
      ],
    });
    // Read-only now: a chip per day, who decided, and no more toggles or Submit.
    expect(within(dayCard(MONDAY)).getByText('Approved')).toBeVisible();
    expect(within(dayCard(WEDNESDAY)).getByText('Rejected')).toBeVisible();
    expect(within(dayCard(WEDNESDAY)).getByText('Wednesday was a public holiday')).toBeVisible();
    expect(
      within(dayCard(MONDAY)).getByText('Approved by Dana Reyes on Mar 14, 2026'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('asks for a reason before sending a rejection', async () => {
    const fetch = stubFetch({ status: 200, body: sampleApprovalView() });
    const user = userEvent.setup();
    showPage();

    await screen.findByRole('heading', { name: 'Approve time', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Approve all remaining' }));
    await choose(user, TUESDAY, 'Reject');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const reason = within(dayCard(TUESDAY)).getByRole('textbox', { name: /Reason for rejecting/ });
    expect(reason).toHaveAccessibleDescription('A comment is required to reject a day');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText('2 approved · 1 rejected · 0 undecided')).toBeVisible();
  });

  it('keeps the choices when the connection fails, and sends them on Retry', async () => {
    const fetch = stubFetch(
      { status: 200, body: sampleApprovalView() },
      ...Array<Error>(1).fill(new TypeError('Failed to fetch')),
      { status: 200, body: sampleApprovalView({ monday: { hours: 8, review: 'approved' } }) },
    );
    const user = userEvent.setup();
    showPage();

    await screen.findByRole('heading', { name: 'Approve time', level: 1 });
    await choose(user, MONDAY, 'Approve');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the connection failed');
    expect(within(dayCard(MONDAY)).getByRole('button', { name: 'Approve' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Thank you, your decisions were sent')).toBeVisible();
    expect(sentBody(fetch, 2)).toEqual(sentBody(fetch, 1));
    expect(screen.getByText(/2 days still wait for a decision/)).toBeVisible();
  });

  it('explains an expired link plainly, asking for a new one', async () => {
    stubFetch({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'This link has expired' },
    });
    showPage();

    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeVisible();
    expect(
      screen.getByText(/ask the person who sent you the timecard to send it again/),
    ).toBeVisible();
  });

  it('says a link without a token is not valid, without asking the server', async () => {
    const fetch = stubFetch();
    showPage('');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a decided timecard read-only, with the administrator who decided', async () => {
    const admin = { kind: 'admin' as const, name: 'Pat Lee', at: '2026-03-15T10:00:00Z' };
    stubFetch({
      status: 200,
      body: sampleApprovalView(
        {
          monday: { hours: 8, review: 'approved', reviewedBy: admin },
          tuesday: { hours: 7.5, review: 'approved', reviewedBy: admin },
          wednesday: { hours: 6, review: 'rejected', reviewComment: 'Too long', reviewedBy: admin },
        },
        { decided: true },
      ),
    });
    showPage();

    expect(await screen.findByText(/Every day of this timecard has been reviewed/)).toBeVisible();
    expect(screen.getAllByText('Approved')).toHaveLength(2);
    expect(
      within(dayCard(WEDNESDAY)).getByText('Rejected by Pat Lee (administrator) on Mar 15, 2026'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('shows a day decided by someone else read-only beside the open ones', async () => {
    const admin = { kind: 'admin' as const, name: 'Pat Lee', at: '2026-03-15T10:00:00Z' };
    const fetch = stubFetch(
      {
        status: 200,
        body: sampleApprovalView({ monday: { hours: 8, review: 'approved', reviewedBy: admin } }),
      },
      { status: 200, body: sampleApprovalView() },
    );
    const user = userEvent.setup();
    showPage();

    await screen.findByRole('heading', { name: 'Days to review' });
    expect(within(dayCard(MONDAY)).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(dayCard(MONDAY)).getByText('Approved')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Approve all remaining' }));
    expect(screen.getByText('2 approved · 0 rejected · 0 undecided')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(Object.keys(sentBody(fetch, 1).timeCards[0].days)).toEqual(['tuesday', 'wednesday']);
  });

  it('drops "Approve or reject at least one day" as soon as a day is chosen', async () => {
    const fetch = stubFetch({ status: 200, body: sampleApprovalView() });
    const user = userEvent.setup();
    showPage();

    await screen.findByRole('heading', { name: 'Approve time', level: 1 });
    const ask = 'Approve or reject at least one day, then submit.';
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(ask)).toBeVisible();
    await choose(user, MONDAY, 'Reject');
    expect(screen.queryByText(ask)).toBeNull();

    // Asked again with nothing chosen, then every day chosen at once: gone again.
    await choose(user, MONDAY, 'Reject');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(ask)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Approve all remaining' }));
    expect(screen.queryByText(ask)).toBeNull();
    expect(screen.getByText('3 approved · 0 rejected · 0 undecided')).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('takes a choice back when its button is pressed again', async () => {
    stubFetch({ status: 200, body: sampleApprovalView() });
    const user = userEvent.setup();
    showPage();

    await screen.findByRole('heading', { name: 'Approve time', level: 1 });
    const approve = within(dayCard(MONDAY)).getByRole('button', { name: 'Approve' });
    await user.click(approve);
    expect(approve).toHaveAttribute('aria-pressed', 'true');
    await user.click(approve);
    expect(approve).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('0 approved · 0 rejected · 3 undecided')).toBeVisible();
  });

  it('reloads the days when someone decided meanwhile, and says so', async () => {
    const admin = { kind: 'admin' as const, name: 'Pat Lee', at: '2026-03-15T10:00:00Z' };
    const fetch = stubFetch(
      { status: 200, body: sampleApprovalView() },
      { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'decided' } },
      {
        status: 200,
        body: sampleApprovalView({ monday: { hours: 8, review: 'approved', reviewedBy: admin } }),
      },
    );
    const user = userEvent.setup();
    showPage();

    await screen.findByRole('heading', { name: 'Approve time', level: 1 });
    await choose(user, MONDAY, 'Approve');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some of these days were reviewed in the meantime',
    );
    // Monday moves to the reviewed days: a card of its own there.
    await waitFor(() => expect(within(dayCard(MONDAY)).getByText('Approved')).toBeVisible());
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls[2]?.[1]?.method).toBe('GET');
  });

  it('tries a failed load again by itself, then offers Try again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'], shouldAdvanceTime: true });
    const down = { status: 503, body: { statusCode: 503, error: 'Unavailable', message: 'down' } };
    const fetch = stubFetch(down, down, down, { status: 200, body: sampleApprovalView() });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    showPage();

    await vi.advanceTimersByTimeAsync(3000);
    expect(
      await screen.findByRole('heading', { name: 'We could not load this timecard' }),
    ).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(3);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Approve time', level: 1 })).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
