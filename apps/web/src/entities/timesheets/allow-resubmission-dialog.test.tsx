import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import type { Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { WEEK_DAYS, weekDates } from '@tallysheet/contract/timesheets/week';
import { AllowResubmissionDialog } from './allow-resubmission-dialog.tsx';

// Issue 30 §1: on a fully approved timesheet, Allow Resubmission reopens only picked days, with a reason.
function fullyApproved(): Timesheet {
  const dates = weekDates('2026-11-21');
  const hours: Record<string, number> = { monday: 8, tuesday: 4 };
  const data = Object.fromEntries(
    WEEK_DAYS.map((day) => [
      day,
      {
        date: dates[day],
        hours: hours[day] ?? 0,
        description: '',
        review: hours[day] ? ('approved' as const) : null,
        reviewComment: null,
        reviewedBy: null,
      },
    ]),
  ) as Timesheet['timeCards'][number]['data'];
  return {
    timesheetId: 'acme#ann#20261121_20261127',
    userId: 'ann',
    userFullName: 'Ann Example',
    periodStart: '2026-11-21',
    periodEnd: '2026-11-27',
    status: 'approved',
    submittedAt: '2026-11-24T10:00:00Z',
    submittedBy: 'Ann Example',
    resubmissionAllowed: false,
    resubmissionRequestedAt: null,
    supplierId: null,
    supplierName: null,
    version: 1,
    totalHours: 12,
    updatedAt: '2026-11-24T10:00:00Z',
    timeCards: [
      {
        status: 'approved',
        clientId: 'cli-1',
        clientName: 'Acme Corp',
        projectId: 'prj-1',
        projectName: 'Website Redesign',
        taskId: 'tsk-1d',
        taskName: 'General',
        managerComments: '',
        totalHours: 12,
        data,
      },
    ],
    versions: [],
  };
}

describe('Allow Resubmission with approved days', () => {
  it('needs a picked day and then a reason; confirms with the picked days', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(
      <AllowResubmissionDialog
        open
        timesheet={fullyApproved()}
        title="Allow resubmission?"
        message="Ann will be able to change the week."
        confirmLabel="Allow Resubmission"
        loading={false}
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
      { url: '/timesheets', signedIn: true },
    );
    const user = userEvent.setup();
    const allow = screen.getByRole('button', { name: 'Allow Resubmission' });
    await user.click(allow);
    expect(screen.getByText('Pick the approved days to reopen')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /Monday|Mon Nov 23/ }));
    await user.click(allow);
    expect(screen.getByText('Give a reason')).toBeVisible();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Reason for reopening' }), 'Wrong hours');
    await user.click(allow);
    expect(onConfirm).toHaveBeenCalledWith({
      days: [{ projectId: 'prj-1', taskId: 'tsk-1d', day: '2026-11-23' }],
      reason: 'Wrong hours',
    });
  });
});
