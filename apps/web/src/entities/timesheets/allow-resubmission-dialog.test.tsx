import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACME_WEBSITE } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { cardDays, sampleTimesheet } from '@/test/timesheet-fixtures.ts';
import type { Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import { AllowResubmissionDialog } from './allow-resubmission-dialog.tsx';

// Issue 30 §1: on a fully approved timesheet, Allow Resubmission reopens only picked days, with a reason.
function fullyApproved(): Timesheet {
  const data = cardDays(
    { monday: 8, tuesday: 4 },
    { day: (_, worked) => ({ review: worked ? 'approved' : null }) },
  );
  return sampleTimesheet({
    status: 'approved',
    submittedAt: '2026-11-24T10:00:00Z',
    submittedBy: 'Ann Example',
    totalHours: 12,
    updatedAt: '2026-11-24T10:00:00Z',
    timeCards: [
      {
        status: 'approved',
        ...ACME_WEBSITE,
        taskId: 'tsk-1d',
        taskName: 'General',
        managerComments: '',
        totalHours: 12,
        data,
      },
    ],
  });
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
        submitLabel="Allow Resubmission"
        onConfirm={onConfirm}
        onClose={() => {}}
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
