import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { sampleCard, sampleTimesheet } from '@/features/timesheets/testing.ts';
import { fill, renderWithProviders } from '@/test/render.tsx';
import AdminReviewPage from './admin-review-page.tsx';

type Reply = { status: number; body?: unknown };

const ID = 'acme#ann#20261121_20261127';
const DOC = '/api/ts/doc/acme%23ann%2320261121_20261127';

/** Answers `METHOD /path` with its replies in order, whatever the order the screen asks in. */
function stubApi(replies: Record<string, Reply[]>) {
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const reply = replies[key]?.shift();
    if (!reply) throw new Error(`unexpected request ${key}`);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

const reviewBodies = (mock: ReturnType<typeof stubApi>) =>
  mock.mock.calls
    .filter(([url, init]) => url === '/api/ts/review' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

/** A submitted week: Website Redesign (Saturday undecided, Monday approved) and ERP Migration. */
function pendingWeek(): Timesheet {
  const design = sampleCard({ status: 'pending' }, { saturday: 4, monday: 8 });
  design.data.saturday.description = 'Wireframes for the checkout';
  design.data.monday = {
    ...design.data.monday,
    description: 'Design review with the client',
    review: 'approved',
    reviewComment: null,
    reviewedBy: { kind: 'contact', name: 'Pat Lee', at: '2026-11-24T10:00:00Z' },
  };
  const erp = sampleCard(
    {
      status: 'pending',
      clientId: 'cli-2',
      clientName: 'Globex',
      projectId: 'prj-2',
      projectName: 'ERP Migration',
      taskId: 'tsk-2d',
    },
    { tuesday: 6 },
  );
  return sampleTimesheet({
    timesheetId: ID,
    status: 'pending',
    totalHours: 18,
    submittedAt: '2026-11-27T08:00:00Z',
    timeCards: [design, erp],
  });
}

const renderPage = (id: string | null = ID) =>
  renderWithProviders(<AdminReviewPage />, {
    url: `/timesheets/admin-review${id === null ? '' : `?timesheetId=${encodeURIComponent(id)}`}`,
    signedIn: true,
  });

/** The pending week opened for review; the review is answered with `saved`. */
function openForReview(saved = pendingWeek()) {
  const fetch = stubApi({
    [`GET ${DOC}`]: [{ status: 200, body: pendingWeek() }],
    'POST /api/ts/review': [{ status: 200, body: saved }],
  });
  renderPage();
  return fetch;
}

/** Submits the review and waits for it to be saved; the timecards of the one review sent. */
async function submitReview(user: UserEvent, fetch: ReturnType<typeof stubApi>) {
  await user.click(screen.getByRole('button', { name: 'Submit review' }));
  expect(await screen.findByText('Review saved')).toBeVisible();
  const bodies = reviewBodies(fetch);
  expect(bodies).toEqual([{ timesheetId: ID, timeCards: bodies[0]?.timeCards }]);
  return bodies[0].timeCards;
}

const day = (scope: HTMLElement, label: string) =>
  within(scope).getByRole('listitem', { name: label });

describe('Review Timesheet', () => {
  it('shows the associate, the week, each timecard with its worked days and who decided', async () => {
    stubApi({ [`GET ${DOC}`]: [{ status: 200, body: pendingWeek() }] });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Review Timesheet' })).toBeVisible();
    const design = await screen.findByRole('region', {
      name: 'Acme Corp / Website Redesign / General',
    });
    expect(screen.getByText('Ann Example')).toBeVisible();
    expect(screen.getByText(/Sat, Nov 21 – Fri, Nov 27, 2026/)).toBeVisible();
    expect(within(design).getByText('Pending')).toBeVisible();
    const days = within(design).getAllByRole('listitem');
    expect(days.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Saturday, Nov 21, 2026',
      'Monday, Nov 23, 2026',
    ]);
    const monday = day(design, 'Monday, Nov 23, 2026');
    expect(monday).toHaveTextContent('Design review with the client');
    expect(monday).toHaveTextContent('Approved by Pat Lee on Nov 24, 2026');
    expect(within(monday).getByRole('button', { name: 'Approve' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('blocks rejecting a day without a comment with the contract message, then sends only that day', async () => {
    const user = userEvent.setup();
    const updated = pendingWeek();
    updated.timeCards[0]!.status = 'rejected';
    const fetch = openForReview(updated);
    const design = await screen.findByRole('region', { name: /Website Redesign/ });
    const saturday = day(design, 'Saturday, Nov 21, 2026');
    await user.click(within(saturday).getByRole('button', { name: 'Reject' }));
    const comment = within(saturday).getByRole('textbox', { name: /Review comment/ });
    expect(comment).toHaveFocus();
    expect(comment).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(within(saturday).getByText('A comment is required to reject a day')).toBeVisible();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveFocus();
    expect(reviewBodies(fetch)).toHaveLength(0);

    await fill(user, comment, 'Split the wireframes by page');
    expect(within(saturday).queryByText('A comment is required to reject a day')).toBeNull();
    expect(await submitReview(user, fetch)).toEqual([
      {
        projectId: 'prj-1',
        taskId: 'tsk-1d',
        days: {
          saturday: { review: 'rejected', reviewComment: 'Split the wireframes by page' },
        },
      },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/timesheets?timesheetId=${encodeURIComponent(ID)}`,
      ),
    );
  });

  it('Approve all sends the whole timecard as approved, and nothing about the untouched one', async () => {
    const user = userEvent.setup();
    const fetch = openForReview();
    const design = await screen.findByRole('region', { name: /Website Redesign/ });
    expect(screen.getByRole('button', { name: 'Submit review' })).toBeDisabled();
    await user.click(within(design).getByRole('button', { name: 'Approve all' }));
    expect(within(design).getByRole('button', { name: 'Approve all' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const saturday = day(design, 'Saturday, Nov 21, 2026');
    expect(within(saturday).getByRole('button', { name: 'Approve' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await submitReview(user, fetch)).toEqual([
      { projectId: 'prj-1', taskId: 'tsk-1d', status: 'approved' },
    ]);
  });

  it('Reject all needs the manager comments, and sends them with the rejection', async () => {
    const user = userEvent.setup();
    const fetch = openForReview();
    const erp = await screen.findByRole('region', { name: /ERP Migration/ });
    await user.click(within(erp).getByRole('button', { name: 'Reject all' }));
    const comments = within(erp).getByRole('textbox', { name: 'Manager comments' });
    expect(comments).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(within(erp).getByText('A comment is required to reject a timecard')).toBeVisible();
    expect(reviewBodies(fetch)).toHaveLength(0);

    await fill(user, comments, 'Book this under the migration project');
    expect(await submitReview(user, fetch)).toEqual([
      {
        projectId: 'prj-2',
        taskId: 'tsk-2d',
        status: 'rejected',
        managerComments: 'Book this under the migration project',
      },
    ]);
  });

  it('sends only the days that changed: a decided day changed, an untouched one left out', async () => {
    const user = userEvent.setup();
    const fetch = openForReview();
    const design = await screen.findByRole('region', { name: /Website Redesign/ });
    const monday = day(design, 'Monday, Nov 23, 2026');
    // Monday was approved: it can change to rejected, with its reason.
    await user.click(within(monday).getByRole('button', { name: 'Reject' }));
    await fill(user, within(monday).getByRole('textbox', { name: /Review comment/ }), 'Too long');
    const erp = screen.getByRole('region', { name: /ERP Migration/ });
    await user.click(
      within(day(erp, 'Tuesday, Nov 24, 2026')).getByRole('button', { name: 'Approve' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 changes');
    expect(await submitReview(user, fetch)).toEqual([
      {
        projectId: 'prj-1',
        taskId: 'tsk-1d',
        days: { monday: { review: 'rejected', reviewComment: 'Too long' } },
      },
      {
        projectId: 'prj-2',
        taskId: 'tsk-2d',
        days: { tuesday: { review: 'approved', reviewComment: '' } },
      },
    ]);
  });

  it("puts the server's field errors back on their day and keeps the choices", async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${DOC}`]: [{ status: 200, body: pendingWeek() }],
      'POST /api/ts/review': [
        {
          status: 400,
          body: {
            code: 'VALIDATION',
            message: 'Invalid request',
            issues: [
              {
                path: 'timeCards.0.days.saturday',
                message: 'Only days with hours can be reviewed',
              },
            ],
          },
        },
      ],
    });
    renderPage();
    const design = await screen.findByRole('region', { name: /Website Redesign/ });
    const saturday = day(design, 'Saturday, Nov 21, 2026');
    await user.click(within(saturday).getByRole('button', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await within(saturday).findByText('Only days with hours can be reviewed')).toBeVisible();
    expect(within(saturday).getByRole('button', { name: 'Approve' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/timesheets/admin-review');
  });

  it("shows 'Error Fetching Timesheet' with Reload Timesheet when the load fails", async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${DOC}`]: [
        { status: 500, body: { message: 'boom' } },
        { status: 200, body: pendingWeek() },
      ],
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Fetching Timesheet');
    await user.click(within(alert).getByRole('button', { name: 'Reload Timesheet' }));
    expect(await screen.findByRole('region', { name: /Website Redesign/ })).toBeVisible();
  });

  it('says plainly when no timesheet, a malformed one or a deleted one is named, with the way back', async () => {
    renderPage(null);
    expect(screen.getByText('No timesheet was chosen to review.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to All Timesheets' })).toHaveAttribute(
      'href',
      '/timesheets',
    );

    cleanup();
    const fetch = stubApi({});
    renderPage('not-a-timesheet');
    expect(screen.getByText('This link does not name a timesheet.')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();

    cleanup();
    stubApi({ [`GET ${DOC}`]: [{ status: 404, body: { message: 'Timesheet not found' } }] });
    renderPage();
    expect(
      await screen.findByText('This timesheet no longer exists. It may have been deleted.'),
    ).toBeVisible();
  });

  it('shows a timecard not yet submitted read-only', async () => {
    const week = pendingWeek();
    week.timeCards[1]!.status = 'draft';
    stubApi({ [`GET ${DOC}`]: [{ status: 200, body: week }] });
    renderPage();
    const erp = await screen.findByRole('region', { name: /ERP Migration/ });
    expect(
      within(erp).getByText('Not submitted yet: nothing to review on this timecard.'),
    ).toBeVisible();
    expect(within(erp).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(erp).queryByRole('button', { name: 'Approve all' })).toBeNull();
  });
});
