import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Week } from '@tallysheet/contract/timesheets/timesheets';
import { renderWithProviders, sentBody, stubFetch } from '@/test/render.tsx';
import { sampleCard, sampleTimesheet, sampleWeek } from '../testing.ts';
import { WeekEditor } from './week-editor.tsx';

function renderEditor(week: Week = sampleWeek(), onReload = () => {}) {
  return renderWithProviders(
    <WeekEditor week={week} date={null} stale={false} onGo={() => {}} onReload={onReload} />,
    { url: '/submit', signedIn: true },
  );
}

const cell = (name: string) => screen.getByRole('textbox', { name });
const webMonday = () => cell('Website Redesign / General, Monday Nov 23');

async function enter(input: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.click(input);
  await user.keyboard(`{Control>}a{/Control}${text}`);
  await user.tab();
  return user;
}

/** The week as the server answers a save of eight hours on Monday. */
const savedWeek = (change: Partial<Week> = {}) =>
  sampleWeek({
    timesheet: sampleTimesheet({
      totalHours: 8,
      timeCards: [
        sampleCard({}, { monday: 8 }),
        sampleCard({
          clientId: 'cli-2',
          clientName: 'Globex',
          projectId: 'prj-2',
          projectName: 'ERP Migration',
          taskId: 'tsk-2d',
        }),
      ],
    }),
    ...change,
  });

describe('saving and submitting the week', () => {
  it('saves a draft: every row and day in the body, a toast, the saved state', async () => {
    const fetch = stubFetch({ status: 200, body: savedWeek() });
    const { rerender } = renderEditor();
    const user = await enter(webMonday(), '8');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Draft saved')).toBeVisible();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/submit-time/week');
    expect(init?.method).toBe('PUT');
    const body = sentBody(fetch, 0);
    expect(body).toMatchObject({ periodStart: '2026-11-21', submit: false });
    expect(body.timeCards).toHaveLength(2);
    expect(body.timeCards[0]).toMatchObject({ projectId: 'prj-1', taskId: 'tsk-1d' });
    expect(body.timeCards[0].data.monday).toEqual({ hours: 8, description: '' });
    expect(body.timeCards[1].data.monday).toEqual({ hours: 0, description: '' });
    // The page gives the editor the saved week from the query cache.
    rerender(
      <WeekEditor
        week={savedWeek()}
        date={null}
        stale={false}
        onGo={() => {}}
        onReload={() => {}}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved at /);
    expect(webMonday()).toHaveValue('8');
  });

  it('refuses to submit an empty week, sending nothing', async () => {
    const fetch = stubFetch();
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Enter some hours before submitting')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('submits after a short confirmation and shows the week read-only', async () => {
    const submitted = savedWeek({ editable: false });
    submitted.timesheet!.status = 'pending';
    submitted.timesheet!.timeCards.forEach((card) => (card.status = 'pending'));
    const fetch = stubFetch({ status: 200, body: submitted });
    const { rerender } = renderEditor();
    const user = await enter(webMonday(), '8');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit this timesheet?' });
    expect(dialog).toHaveTextContent('8 h for Sat, Nov 21 – Fri, Nov 27, 2026.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Timesheet submitted')).toBeVisible();
    expect(sentBody(fetch, 0).submit).toBe(true);
    // The page gives the editor the saved week from the query cache.
    rerender(
      <WeekEditor week={submitted} date={null} stale={false} onGo={() => {}} onReload={() => {}} />,
    );
    expect(webMonday()).toHaveAttribute('readonly');
    expect(screen.getAllByText('Pending').length).toBeGreaterThan(0);
  });

  it('Copy last week adds last week’s rows with their hours as unsaved changes', async () => {
    const last = sampleWeek({
      periodStart: '2026-11-14',
      periodEnd: '2026-11-20',
      timesheet: sampleTimesheet({
        periodStart: '2026-11-14',
        periodEnd: '2026-11-20',
        status: 'approved',
        timeCards: [
          sampleCard({ taskId: 'tsk-1a', taskName: 'Design', status: 'approved' }, { monday: 6 }),
        ],
      }),
    });
    const fetch = stubFetch({ status: 200, body: last });
    renderEditor();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Copy last week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy last week' });
    expect(dialog).toHaveTextContent('Sat, Nov 14 – Fri, Nov 20, 2026');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Copy the hours too' }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy rows' }));
    expect(await screen.findByText('Copied 1 row from last week.')).toBeVisible();
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/submit-time/week?date=2026-11-14');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cell('Website Redesign / Design, Monday Nov 23')).toHaveValue('6');
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
  });

  it("puts the server's issues on the cell and the day they name", async () => {
    stubFetch({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid week',
        issues: [
          {
            path: 'timeCards.0.data.monday.hours',
            message: 'Monday: outside your employment dates',
          },
          { path: 'tuesday', message: 'Tuesday: at most 24 hours in a day' },
          { path: 'timeCards.1.taskId', message: 'You are not assigned to this project and task' },
        ],
      },
    });
    renderEditor();
    const user = await enter(webMonday(), '8');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    // The summary names the row of a cell's issue; the day's own issue needs no row.
    expect(
      await screen.findByText('Website Redesign / General, Monday: outside your employment dates'),
    ).toBeVisible();
    expect(webMonday()).toHaveAttribute('aria-invalid', 'true');
    expect(webMonday()).toHaveAccessibleDescription(
      expect.stringContaining('Monday: outside your employment dates'),
    );
    expect(screen.getByText('Tuesday: at most 24 hours in a day')).toBeVisible();
    expect(
      screen.getByText('ERP Migration / General, You are not assigned to this project and task'),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
  });

  it('keeps the hours when a save fails and retries', async () => {
    const fetch = stubFetch(new TypeError('offline'), { status: 200, body: savedWeek() });
    renderEditor();
    const user = await enter(webMonday(), '8');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Could not save the timesheet')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Not saved');
    expect(webMonday()).toHaveValue('8');
    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Draft saved')).toBeVisible();
    expect(sentBody(fetch, 1)).toEqual(sentBody(fetch, 0));
  });

  it('says a submitted week is read-only when the server refuses (409) and reloads it', async () => {
    stubFetch({ status: 409, body: { statusCode: 409, error: 'Conflict', message: 'read-only' } });
    const onReload = vi.fn();
    renderEditor(sampleWeek(), onReload);
    const user = await enter(webMonday(), '8');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(
      await screen.findByText(
        'This timesheet has been submitted and can no longer be changed. Ask an administrator to allow resubmission.',
      ),
    ).toBeVisible();
    expect(onReload).toHaveBeenCalled();
  });
});

describe('unsaved changes', () => {
  /** The editor on /submit with a link to /my-time beside it, in a memory router. */
  function renderEditorWithLink() {
    const router = createMemoryRouter(
      [
        {
          path: '/submit',
          element: (
            <>
              <Link to="/my-time">My time</Link>
              <WeekEditor
                week={sampleWeek()}
                date={null}
                stale={false}
                onGo={() => {}}
                onReload={() => {}}
              />
            </>
          ),
        },
        { path: '/my-time', element: <h1>My time page</h1> },
      ],
      { initialEntries: ['/submit'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </QueryClientProvider>,
    );
    return router;
  }

  it('asks before leaving the page with unsaved hours', async () => {
    const router = renderEditorWithLink();
    const user = await enter(webMonday(), '8');
    await user.click(screen.getByRole('link', { name: 'My time' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/submit');
    expect(webMonday()).toHaveValue('8');
    await user.click(screen.getByRole('link', { name: 'My time' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'My time page' })).toBeVisible();
  });

  it('lets the user leave freely when nothing changed', async () => {
    renderEditorWithLink();
    await userEvent.click(screen.getByRole('link', { name: 'My time' }));
    expect(await screen.findByRole('heading', { name: 'My time page' })).toBeVisible();
  });
});
