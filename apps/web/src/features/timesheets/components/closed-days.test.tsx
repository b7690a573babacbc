import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Week } from '@tallysheet/contract/timesheets/timesheets';
import { renderWithProviders } from '@/test/render.tsx';
import { sampleCard, sampleTimesheet, sampleWeek } from '../testing.ts';
import { WeekEditor } from './week-editor.tsx';

// Issue 30 §1: closed days and approved days are read-only in the week grid, and say why.
function renderEditor(week: Week) {
  return renderWithProviders(
    <WeekEditor week={week} date={null} stale={false} onGo={() => {}} onReload={() => {}} />,
    { url: '/submit', signedIn: true },
  );
}

const cell = (name: string) => screen.getByRole('textbox', { name });
const closedDay = (day: string, clientId: string | null) => ({
  day,
  clientId,
  lockId: `lock-${clientId ?? 'all'}`,
  from: '2026-11-01',
  to: '2026-11-23',
  reason: 'Books closed',
});

describe('closed and approved days in the week grid', () => {
  it('a day closed for one client is read-only on that client’s rows only, with the period and reason', () => {
    renderEditor(sampleWeek({ closedDays: [closedDay('2026-11-23', 'cli-1')] }));
    const closed = cell('Website Redesign / General, Monday Nov 23');
    expect(closed).toHaveAttribute('readonly');
    expect(closed).toHaveAccessibleDescription(
      /Nov 01, 2026 – Nov 23, 2026 is closed: Books closed/,
    );
    expect(cell('ERP Migration / General, Monday Nov 23')).not.toHaveAttribute('readonly');
    expect(cell('Website Redesign / General, Tuesday Nov 24')).not.toHaveAttribute('readonly');
    expect(screen.getByText('Nov 01, 2026 – Nov 23, 2026 is closed: Books closed')).toBeVisible();
  });

  it('while resubmission is open, approved days stay read-only unless reopened', () => {
    const card = sampleCard({ status: 'approved' }, { monday: 8, tuesday: 4 });
    card.data.monday.review = 'approved';
    card.data.tuesday.review = 'approved';
    renderEditor(
      sampleWeek({
        timesheet: sampleTimesheet({
          status: 'approved',
          submittedAt: '2026-11-24T10:00:00Z',
          resubmissionAllowed: true,
          timeCards: [card],
        }),
        reopenedDays: [{ projectId: 'prj-1', taskId: 'tsk-1d', day: '2026-11-24' }],
      }),
    );
    const monday = cell('Website Redesign / General, Monday Nov 23');
    expect(monday).toHaveAttribute('readonly');
    expect(monday).toHaveAccessibleDescription(/Approved days can no longer be changed/);
    expect(cell('Website Redesign / General, Tuesday Nov 24')).not.toHaveAttribute('readonly');
    expect(
      screen.getByRole('button', { name: 'Remove Website Redesign / General' }),
    ).toBeDisabled();
  });
});
