import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TimecardStatus } from '@tallysheet/contract/timesheets/rules';
import type { Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { renderWithProviders } from '@/test/render.tsx';
import { adminCard, adminTimesheet, ENCODED_ID, stubApi, TIMESHEET_ID } from '../testing.ts';
import { TimesheetViewer } from './timesheet-viewer.tsx';

const DOC = `/api/ts/doc/${ENCODED_ID}`;
const RESEND = `/api/ts/resend-approval-emails/${ENCODED_ID}`;

function renderViewer(
  timesheet: Timesheet | null,
  extra: Parameters<typeof stubApi>[0] = () => undefined,
) {
  const requests = stubApi((method, url, body) => {
    const reply = extra(method, url, body);
    if (reply) return reply;
    if (method === 'GET' && url === DOC)
      return timesheet ? { status: 200, body: timesheet } : { status: 404, body: {} };
    return undefined;
  });
  const handlers = { onClose: vi.fn(), onDeleted: vi.fn(), onChanged: vi.fn() };
  renderWithProviders(<TimesheetViewer timesheetId={TIMESHEET_ID} open {...handlers} />, {
    url: '/timesheets',
    signedIn: true,
  });
  return { requests, ...handlers };
}

async function menuItems(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  const items = within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await user.keyboard('{Escape}');
  return items;
}

describe('the timesheet viewer drawer', () => {
  it('shows the week, each timecard day by day with its reviews, and the earlier versions', async () => {
    const reviewed = adminCard(
      { status: 'rejected', managerComments: 'Split the design work by task', totalHours: 8 },
      { monday: 8 },
    );
    reviewed.data.monday = {
      ...reviewed.data.monday,
      review: 'rejected',
      reviewComment: 'Too many hours',
      reviewedBy: { kind: 'contact', name: 'Carl Contact', at: '2026-11-28T09:30:00Z' },
    };
    const earlier = adminCard({ status: 'rejected', projectName: 'Old Project' }, { tuesday: 6 });
    renderViewer(
      adminTimesheet([], {
        status: 'rejected',
        timeCards: [reviewed],
        totalHours: 8,
        supplierName: 'Apex Staffing',
        submittedBy: 'Alex Admin',
        version: 2,
        versions: [
          {
            version: 1,
            submittedAt: '2026-11-26T12:00:00Z',
            submittedBy: 'Ann Example',
            timeCards: [earlier],
          },
        ],
      }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Viewing timesheet for Ann Example' });
    expect(within(drawer).getByText('Sat, Nov 21 – Fri, Nov 27, 2026')).toBeVisible();
    expect(within(drawer).getByText('Apex Staffing')).toBeVisible();
    expect(within(drawer).getByText(/by Alex Admin$/)).toBeVisible();
    const card = within(drawer).getByRole('region', {
      name: 'Acme Corp / Website Redesign / General',
    });
    const days = within(card).getByRole('table', { name: /^Days of/ });
    const monday = within(days).getAllByRole('row')[1]!;
    expect(monday).toHaveTextContent('Mon Nov 23');
    expect(monday).toHaveTextContent('8 h');
    expect(monday).toHaveTextContent('Work on monday');
    expect(monday).toHaveTextContent('Rejected');
    expect(monday).toHaveTextContent('Too many hours');
    expect(monday).toHaveTextContent(/Carl Contact \(project contact\) · Nov 28, 2026/);
    expect(within(card).getByText('Split the design work by task')).toBeVisible();

    const version = within(drawer).getByRole('button', { name: /Version 1/ });
    expect(version).toHaveTextContent('Submitted');
    await userEvent.click(version);
    expect(await within(drawer).findByText('Old Project / General')).toBeVisible();
  });

  it.each<[TimecardStatus[], string[]]>([
    [['draft'], ['Export to PDF', 'Delete']],
    [
      ['approved', 'draft'],
      ['Allow Resubmission', 'Export to PDF', 'Delete'],
    ],
    [['rejected'], ['Allow Resubmission', 'Export to PDF', 'Delete']],
    [
      ['approved', 'pending'],
      [
        'Allow Resubmission',
        'Resend Approval Emails',
        'Review Timesheet',
        'Export to PDF',
        'Delete',
      ],
    ],
  ])('with timecards %j the menu offers %j', async (statuses, expected) => {
    const user = userEvent.setup();
    renderViewer(adminTimesheet(statuses));
    await screen.findByRole('dialog', { name: 'Viewing timesheet for Ann Example' });
    expect(await menuItems(user)).toEqual(expected);
  });

  it('lists the recipients before resending the approval e-mails, then says so', async () => {
    const user = userEvent.setup();
    const { requests } = renderViewer(adminTimesheet(['pending']), (method, url) => {
      if (url === RESEND && method === 'GET')
        return { status: 200, body: { emails: ['pat@client.example', 'sam@client.example'] } };
      if (url === RESEND && method === 'POST') return { status: 204 };
      return undefined;
    });
    await screen.findByRole('dialog', { name: 'Viewing timesheet for Ann Example' });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Resend Approval Emails' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend Approval Emails' });
    const list = await within(dialog).findByRole('list', { name: 'Recipients' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['pat@client.example', 'sam@client.example']);
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Successfully resent approval emails')).toBeVisible();
    expect(requests.some((r) => r.method === 'POST' && r.url === RESEND)).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Resend Approval Emails' })).toBeNull(),
    );
  });

  it('says the project has no contacts and keeps Resend disabled when there is no e-mail', async () => {
    const user = userEvent.setup();
    const { requests } = renderViewer(adminTimesheet(['pending']), (method, url) =>
      url === RESEND && method === 'GET' ? { status: 200, body: { emails: [] } } : undefined,
    );
    await screen.findByRole('dialog', { name: 'Viewing timesheet for Ann Example' });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Resend Approval Emails' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend Approval Emails' });
    expect(
      await within(dialog).findByText(
        'The associated project does not have any contacts assigned.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Resend' })).toBeDisabled();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the failure of a resend as the spec toast and keeps the dialog open', async () => {
    const user = userEvent.setup();
    renderViewer(adminTimesheet(['pending']), (method, url) => {
      if (url === RESEND && method === 'GET')
        return { status: 200, body: { emails: ['pat@client.example'] } };
      if (url === RESEND && method === 'POST') return { status: 500, body: { message: 'smtp' } };
      return undefined;
    });
    await screen.findByRole('dialog', { name: 'Viewing timesheet for Ann Example' });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Resend Approval Emails' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend Approval Emails' });
    await user.click(await within(dialog).findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Error resending approval emails')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Resend Approval Emails' })).toBeVisible();
  });

  it('deletes only after confirmation, then toasts and closes', async () => {
    const user = userEvent.setup();
    const { requests, onDeleted, onClose } = renderViewer(
      adminTimesheet(['approved']),
      (method, url) => (method === 'DELETE' && url === DOC ? { status: 204 } : undefined),
    );
    await screen.findByRole('dialog', { name: 'Viewing timesheet for Ann Example' });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete timesheet?' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete this timesheet? This action is irreversible',
    );
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted timesheet')).toBeVisible();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([DOC]);
    expect(onDeleted).toHaveBeenCalledWith(TIMESHEET_ID);
    expect(onClose).toHaveBeenCalled();
  });

  it('says "Error deleting timesheet" when the delete fails, and stays open', async () => {
    const user = userEvent.setup();
    const { onClose } = renderViewer(adminTimesheet(['approved']), (method, url) =>
      method === 'DELETE' && url === DOC ? { status: 500, body: { message: 'x' } } : undefined,
    );
    await screen.findByRole('dialog', { name: 'Viewing timesheet for Ann Example' });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting timesheet')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('allows resubmission after a confirmation, with newStatus true, toasts and reloads the timesheet', async () => {
    const user = userEvent.setup();
    const { requests, onChanged } = renderViewer(adminTimesheet(['approved']), (method, url) =>
      method === 'POST' && url === '/api/ts/update-resubmission-status'
        ? { status: 204 }
        : undefined,
    );
    await screen.findByRole('dialog', { name: 'Viewing timesheet for Ann Example' });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Allow Resubmission' }));
    // Nothing is sent before the confirmation; Cancel sends nothing either.
    const confirm = await screen.findByRole('alertdialog', { name: 'Allow resubmission?' });
    expect(confirm).toHaveTextContent('Ann Example will be able to change and submit the week');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Allow Resubmission' }));
    expect(await screen.findByText('Successfully updated resubmission status')).toBeVisible();
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({ timesheetId: TIMESHEET_ID, newStatus: true });
    expect(onChanged).toHaveBeenCalledWith(TIMESHEET_ID);
    await waitFor(() => expect(requests.filter((r) => r.url === DOC)).toHaveLength(2));
  });

  it('says "Error updating resubmission status" when that fails', async () => {
    const user = userEvent.setup();
    renderViewer(adminTimesheet(['approved']), (method) =>
      method === 'POST' ? { status: 500, body: { message: 'x' } } : undefined,
    );
    await screen.findByRole('dialog', { name: 'Viewing timesheet for Ann Example' });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Allow Resubmission' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Allow Resubmission',
      }),
    );
    expect(await screen.findByText('Error updating resubmission status')).toBeVisible();
  });

  it('once allowed, shows the state and offers Revoke Resubmission, not Allow again', async () => {
    const user = userEvent.setup();
    const { requests } = renderViewer(
      { ...adminTimesheet(['rejected']), resubmissionAllowed: true },
      (method, url) =>
        method === 'POST' && url === '/api/ts/update-resubmission-status'
          ? { status: 204 }
          : undefined,
    );
    await screen.findByRole('dialog', { name: 'Viewing timesheet for Ann Example' });
    expect(await screen.findByText(/Resubmission allowed/)).toBeVisible();
    expect(await menuItems(user)).toEqual(['Revoke Resubmission', 'Export to PDF', 'Delete']);
    if (!screen.queryByRole('menuitem', { name: 'Revoke Resubmission' }))
      await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Revoke Resubmission' }));
    expect(await screen.findByText('Successfully updated resubmission status')).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      timesheetId: TIMESHEET_ID,
      newStatus: false,
    });
  });

  it("shows an associate's request to resubmit as pending", async () => {
    renderViewer({
      ...adminTimesheet(['rejected']),
      resubmissionRequestedAt: '2026-11-28T09:00:00Z',
    });
    expect(await screen.findByText(/Ann Example asked to resubmit this week on/)).toBeVisible();
  });

  it('goes to Review Timesheet with the timesheet id', async () => {
    const user = userEvent.setup();
    renderViewer(adminTimesheet(['pending']));
    await screen.findByRole('dialog', { name: 'Viewing timesheet for Ann Example' });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Review Timesheet' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/timesheets/admin-review?timesheetId=${ENCODED_ID}`,
    );
  });

  it('says "Error Fetching Timesheet" with Reload Timesheet, which loads it again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderViewer(null, (method, url) => {
      if (method !== 'GET' || url !== DOC) return undefined;
      if (fail) return { status: 500, body: { message: 'x' } };
      return { status: 200, body: adminTimesheet(['pending']) };
    });
    const drawer = await screen.findByRole('dialog', { name: /^Viewing timesheet for/ });
    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent('Error Fetching Timesheet');
    // The toast says it too, with its own Reload Timesheet.
    expect(await screen.findAllByText('Error Fetching Timesheet')).toHaveLength(2);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reload Timesheet' }));
    expect(
      await screen.findByRole('dialog', { name: 'Viewing timesheet for Ann Example' }),
    ).toBeVisible();
  });

  it('says so when the timesheet no longer exists', async () => {
    renderViewer(null);
    expect(
      await screen.findByText('This timesheet no longer exists. It may have been deleted.'),
    ).toBeVisible();
  });
});
