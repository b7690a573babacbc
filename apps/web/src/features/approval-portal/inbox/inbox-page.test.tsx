import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApprovalInbox, InboxTimesheet } from '@tallysheet/contract/timesheets/approval-inbox';
import { weekDates } from '@tallysheet/contract/timesheets/week';
import { sampleApprovalView } from '@/test/approval-fixtures.ts';
import { fill, sentBody, stubFetch } from '@/test/render.tsx';
import { InboxPage } from './inbox-page.tsx';

// The inbox as its own bundle renders it (portal-main.tsx at /approvals): no router, no providers.
const TOKEN = 'acme.inb0x+key';
const showPage = (token = TOKEN) => render(<InboxPage token={token} brandName="Tallysheet" />);

/** An associate's week with Jane Doe's sample timecard (8 h Mon, 7.5 h Tue, 6 h Wed). */
function timesheet(userFullName: string, periodStart: string, supplierName: string | null = null) {
  const card = sampleApprovalView().timeCards[0]!;
  const dates = weekDates(periodStart);
  const data = Object.fromEntries(
    Object.entries(card.data).map(([name, day]) => [
      name,
      { ...day, date: dates[name as keyof typeof dates] },
    ]),
  ) as typeof card.data;
  return {
    timesheetId: `ts-${userFullName.split(' ')[0]!.toLowerCase()}-${periodStart}`,
    userFullName,
    periodStart,
    periodEnd: dates.friday,
    submittedAt: '2026-03-20T17:00:00Z',
    supplierName,
    timeCards: [{ ...card, data }],
  } satisfies InboxTimesheet;
}

const INBOX: ApprovalInbox = {
  contactName: 'Dana Reyes',
  companyName: 'Northwind Staffing',
  timesheets: [
    timesheet('Jane Doe', '2026-03-07'),
    timesheet('Omar Ali', '2026-03-07', 'Fabrikam Talent'),
    timesheet('Jane Doe', '2026-03-14'),
    timesheet('Lee Park', '2026-03-14'),
  ],
  more: false,
  expiresAt: '2026-04-10T17:00:00Z',
};
const EMPTY: ApprovalInbox = { ...INBOX, timesheets: [] };

const week = (name: RegExp) => screen.getByRole('region', { name });
const associateIn = (weekName: RegExp, name: string) =>
  within(week(weekName)).getByRole('region', { name });

describe('the approver’s inbox', () => {
  it('groups the waiting timecards by week and associate with hours, descriptions, totals and suppliers', async () => {
    const fetch = stubFetch({ status: 200, body: INBOX });
    showPage();

    expect(await screen.findByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/ts/approval-inbox/acme.inb0x%2Bkey');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Week of Sat, Mar 07 – Fri, Mar 13, 2026',
      'Week of Sat, Mar 14 – Fri, Mar 20, 2026',
    ]);
    const omar = associateIn(/Mar 07/, 'Omar Ali');
    expect(within(omar).getByText('Fabrikam Talent · 21.5 hours')).toBeVisible();
    expect(within(omar).getByText('Checkout page')).toBeVisible();
    expect(within(omar).getByRole('article', { name: 'Tuesday, Mar 10, 2026' })).toHaveTextContent(
      '7.5 hours',
    );
    expect(screen.getByText(/3 associates: 86 hours in all/)).toBeVisible();
    expect(screen.getByText('0 approved · 0 rejected · 12 undecided')).toBeVisible();
  });

  it('approves per associate, per timecard and per day; confirms once; sends only what was chosen', async () => {
    const fetch = stubFetch(
      { status: 200, body: INBOX },
      { status: 200, body: { approved: 4, rejected: 1, corrections: 0 } },
      { status: 200, body: { ...INBOX, timesheets: INBOX.timesheets.slice(2, 3) } },
    );
    const user = userEvent.setup();
    showPage();
    await screen.findByRole('heading', { name: 'Approvals', level: 1 });

    const omar = associateIn(/Mar 07/, 'Omar Ali');
    await user.click(within(omar).getByRole('button', { name: 'Approve all for Omar Ali' }));
    const lee = associateIn(/Mar 14/, 'Lee Park');
    await user.click(within(lee).getByRole('button', { name: 'Approve this timecard' }));
    // One of Lee's days rejected instead, with its reason.
    const wednesday = within(lee).getByRole('article', { name: 'Wednesday, Mar 18, 2026' });
    await user.click(within(wednesday).getByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const reason = within(wednesday).getByRole('textbox', { name: /Reason for rejecting/ });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription('A comment is required to reject a day');
    await fill(user, reason, 'Site closed');
    const jane = associateIn(/Mar 07/, 'Jane Doe');
    const monday = within(jane).getByRole('article', { name: 'Monday, Mar 09, 2026' });
    await user.click(within(monday).getByRole('button', { name: 'Approve' }));
    expect(screen.getByText('6 approved · 1 rejected · 5 undecided')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('dialog', { name: 'Send your decisions?' });
    expect(dialog).toHaveTextContent('You are sending 6 days approved, 1 day rejected.');
    expect(dialog).toHaveTextContent('5 undecided days stay waiting.');
    expect(within(dialog).getByRole('button', { name: 'Send decisions' })).toHaveFocus();
    expect(fetch).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Send decisions' }));

    expect(await screen.findByText('Thank you, your decisions were sent')).toBeVisible();
    expect(fetch.mock.calls[1]?.[1]?.method).toBe('POST');
    // Each associate's Design timecard, the days as chosen.
    const sent = (timesheetId: string, days: Record<string, unknown>) => ({
      timesheetId,
      projectId: 'prj-1',
      taskId: 'tsk-1',
      days,
    });
    const approved = { review: 'approved' };
    expect(sentBody(fetch, 1)).toEqual({
      decisions: [
        sent('ts-jane-2026-03-07', { monday: approved }),
        sent('ts-omar-2026-03-07', { monday: approved, tuesday: approved, wednesday: approved }),
        sent('ts-lee-2026-03-14', {
          monday: approved,
          tuesday: approved,
          wednesday: { review: 'rejected', reviewComment: 'Site closed' },
        }),
      ],
    });
    // The inbox is read again: what is left still waits.
    expect(await screen.findByText('0 approved · 0 rejected · 3 undecided')).toBeVisible();
    expect(screen.getByText(/You sent 4 days approved, 1 day rejected/)).toBeVisible();
  });

  it('approves everything shown; Back or Escape leaves the confirmation without sending', async () => {
    const fetch = stubFetch({ status: 200, body: INBOX });
    const user = userEvent.setup();
    showPage();
    await screen.findByRole('heading', { name: 'Approvals', level: 1 });

    await user.click(screen.getByRole('button', { name: 'Approve everything shown' }));
    expect(screen.getByText('12 approved · 0 rejected · 0 undecided')).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(submit);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(submit).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks for a choice before confirming anything', async () => {
    stubFetch({ status: 200, body: INBOX });
    const user = userEvent.setup();
    showPage();
    await screen.findByRole('heading', { name: 'Approvals', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Approve or reject at least one day, then submit.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reloads and says so when timecards were decided elsewhere meanwhile (404: nothing was sent)', async () => {
    stubFetch(
      { status: 200, body: INBOX },
      { status: 404, body: { message: 'Timecard not found or not waiting for your decision' } },
      { status: 200, body: EMPTY },
    );
    const user = userEvent.setup();
    showPage();
    await screen.findByRole('heading', { name: 'Approvals', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Approve everything shown' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: 'Send decisions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('so nothing was sent');
    expect(await screen.findByText('Nothing is waiting for your decision.')).toBeVisible();
  });

  it('shows the invalid and expired link pages for bad tokens', async () => {
    stubFetch({ status: 401, body: { message: 'This link has expired' } });
    showPage();
    expect(
      await screen.findByRole('heading', { name: 'This link has expired', level: 1 }),
    ).toBeVisible();
  });

  it('shows the invalid link page without a token, asking nothing', async () => {
    const fetch = stubFetch();
    showPage('');
    expect(screen.getByRole('heading', { name: 'This link is not valid', level: 1 })).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
