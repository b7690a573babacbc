import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  DashboardApprovals,
  DashboardDecisions,
} from '@tallysheet/contract/reporting/dashboard-approvals';
import { renderWithProviders, stubFetch } from '@/test/render.tsx';
import { ApprovalFigures } from './approval-figures.tsx';

const approvals: DashboardApprovals = {
  oldestPending: [
    {
      timesheetId: 'acme#ben#20261114_20261120',
      projectId: 'prj-1',
      userFullName: 'Ben Builder',
      clientName: 'Northwind',
      projectName: 'Data platform',
      contacts: ['Paula Approver'],
      submittedAt: '2026-11-18T12:00:00.000Z',
      ageBusinessDays: 5,
    },
  ],
  since: '2026-08-27T12:00:00.000Z',
  medianTimeToDecision: [
    { clientId: 'cli-1', clientName: 'Northwind', medianHours: 48, decisions: 2 },
  ],
};
const decisions: DashboardDecisions = {
  clientId: 'cli-1',
  since: approvals.since,
  decisions: [
    {
      timesheetId: 'acme#ava#20261114_20261120',
      userFullName: 'Ava Associate',
      projectName: 'Data platform',
      day: '2026-11-17',
      review: 'approved',
      submittedAt: '2026-11-16T12:00:00.000Z',
      decidedAt: '2026-11-19T12:00:00.000Z',
      hours: 72,
    },
    {
      timesheetId: 'acme#ava#20261114_20261120',
      userFullName: 'Ava Associate',
      projectName: 'Data platform',
      day: '2026-11-16',
      review: 'approved',
      submittedAt: '2026-11-16T12:00:00.000Z',
      decidedAt: '2026-11-17T12:00:00.000Z',
      hours: 24,
    },
  ],
};

describe('the dashboard’s approval figures', () => {
  it('lists the oldest pending timecards with their age, each opening its timesheet', async () => {
    stubFetch({ status: 200, body: approvals });
    renderWithProviders(<ApprovalFigures />);
    const list = await screen.findByRole('list', { name: 'Oldest pending timecards' });
    const link = within(list).getByRole('link', { name: /Ben Builder · Data platform/ });
    expect(link).toHaveTextContent('waits for Paula Approver');
    expect(link).toHaveTextContent('5 business days');
    expect(link).toHaveAttribute(
      'href',
      `/timesheets?timesheetId=${encodeURIComponent('acme#ben#20261114_20261120')}`,
    );
  });

  it('the median per client opens exactly the decided days it counts', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({ status: 200, body: approvals }, { status: 200, body: decisions });
    renderWithProviders(<ApprovalFigures />);
    const list = await screen.findByRole('list', { name: 'Median time to decision' });
    const client = within(list).getByRole('button', { name: /Northwind/ });
    expect(client).toHaveTextContent('2 decided days');
    expect(client).toHaveTextContent('48 h');
    await user.click(client);
    const dialog = await screen.findByRole('dialog', { name: /Decisions for Northwind/ });
    expect(fetch.mock.calls[1]?.[0]).toBe('/api/reporting/dashboard/decisions?clientId=cli-1');
    const rows = await within(dialog).findAllByRole('link');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('72 h');
    expect(rows[1]).toHaveTextContent('24 h');
  });

  it('says so when nothing waits and nothing was decided', async () => {
    stubFetch({
      status: 200,
      body: { ...approvals, oldestPending: [], medianTimeToDecision: [] },
    });
    renderWithProviders(<ApprovalFigures />);
    expect(await screen.findByText('No timecard is waiting for a decision.')).toBeVisible();
    expect(screen.getByText('No decision in the last 90 days.')).toBeVisible();
  });
});
