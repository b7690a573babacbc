import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Week } from '@tallysheet/contract/timesheets/timesheets';
import { renderWithProviders, sentBody, stubFetch } from '@/test/render.tsx';
import { rejectedWeek, sampleCard, sampleTimesheet, sampleWeek } from '../testing.ts';
import { WeekEditor } from './week-editor.tsx';

function renderEditor(week: Week) {
  return renderWithProviders(
    <WeekEditor week={week} date={null} stale={false} onGo={() => {}} onReload={() => {}} />,
    { url: '/submit', signedIn: true },
  );
}

// Typing in a grid is slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('rejected days', () => {
  it('reopen alone, each with the reviewer’s comment, and Fix and resubmit sends only them', async () => {
    const fetch = stubFetch({
      status: 200,
      body: { ...rejectedWeek(null), mailedTo: [] },
    });
    renderEditor(rejectedWeek('fix'));
    const section = screen.getByRole('region', { name: 'Fix the rejected days' });
    expect(section).toHaveTextContent('Tuesday was a holiday — Paula Approver');
    // The rejected day is the only input of the fix; the grid stays read-only.
    const hours = within(section).getByRole('textbox', {
      name: 'Hours, Website Redesign / General, Tuesday Nov 24',
    });
    expect(hours).not.toHaveAttribute('readonly');
    expect(
      screen.getByRole('textbox', { name: 'Website Redesign / General, Monday Nov 23' }),
    ).toHaveAttribute('readonly');
    const user = userEvent.setup();
    await user.click(hours);
    await user.keyboard('{Control>}a{/Control}6{Tab}');
    await user.type(
      within(section).getByRole('textbox', {
        name: 'Description, Website Redesign / General, Tuesday Nov 24',
      }),
      'Migration',
    );
    await user.click(screen.getByRole('button', { name: 'Fix and resubmit' }));
    expect(await screen.findByText('Rejected days resubmitted')).toBeVisible();
    expect(fetch.mock.calls[0]![0]).toContain('/api/submit-time/rejected-days');
    expect(sentBody(fetch, 0)).toEqual({
      periodStart: '2026-11-21',
      timeCards: [
        {
          projectId: 'prj-1',
          taskId: 'tsk-1d',
          data: { tuesday: { hours: 6, description: 'Migration' } },
        },
      ],
    });
  });

  it('with reopening off, Ask to resubmit asks the administrators', async () => {
    const fetch = stubFetch({ status: 204 }, { status: 200, body: rejectedWeek('asked') });
    renderEditor(rejectedWeek('ask'));
    expect(screen.queryByRole('region', { name: 'Fix the rejected days' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ask to resubmit' }));
    expect(await screen.findByText('Asked the administrators to allow resubmission')).toBeVisible();
    expect(fetch.mock.calls[0]![0]).toContain('/api/ts/ask-to-resubmit');
    expect(sentBody(fetch, 0)).toEqual({ timesheetId: 'acme#ann#20261121_20261127' });
  });

  it('after Submit says who was e-mailed, or that a project has no contact yet', async () => {
    const submitted = sampleWeek({
      editable: false,
      timesheet: sampleTimesheet({
        status: 'pending',
        submittedAt: '2026-11-25T10:00:00Z',
        timeCards: [sampleCard({ status: 'pending' }, { monday: 8 })],
      }),
      mailedTo: [
        {
          projectId: 'prj-1',
          projectName: 'Website Redesign',
          contacts: [
            { name: 'Paula Approver', email: 'paula@example.com' },
            { name: 'Cole Copy', email: 'cole@example.com' },
          ],
        },
        { projectId: 'prj-2', projectName: 'ERP Migration', contacts: [] },
      ],
    });
    stubFetch({ status: 200, body: submitted });
    renderEditor(sampleWeek());
    const user = userEvent.setup();
    const monday = screen.getByRole('textbox', {
      name: 'Website Redesign / General, Monday Nov 23',
    });
    await user.click(monday);
    await user.keyboard('{Control>}a{/Control}8{Tab}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Submit this timesheet?' })).getByRole('button', {
        name: 'Submit',
      }),
    );
    const message = await screen.findByText('Submitted. What happens next');
    const box = message.closest('[role="status"]')!;
    expect(box).toHaveTextContent(
      'Website Redesign: e-mailed to Paula Approver and Cole Copy for review',
    );
    expect(box).toHaveTextContent(
      'ERP Migration: no contact yet — e-mails go out once one is linked',
    );
  });
});
