import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Week } from '@tallysheet/contract/timesheets/timesheets';
import { renderWithProviders, stubViewportWidth } from '@/test/render.tsx';
import { sampleCard, sampleTimesheet, sampleWeek } from '../testing.ts';
import { WeekEditor } from './week-editor.tsx';

function renderEditor(week: Week = sampleWeek()) {
  return renderWithProviders(
    <WeekEditor week={week} date={null} stale={false} onGo={() => {}} onReload={() => {}} />,
    { url: '/submit', signedIn: true },
  );
}

const cell = (name: string) => screen.getByRole('textbox', { name });
const webMonday = () => cell('Website Redesign / General, Monday Nov 23');
const erpMonday = () => cell('ERP Migration / General, Monday Nov 23');
const footer = () => screen.getAllByRole('rowgroup')[2]!;

/** Clicks a cell (which selects what it holds), types, and leaves with Tab. */
async function enter(input: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.click(input);
  await user.keyboard(`{Control>}a{/Control}${text || '{Backspace}'}`);
  await user.tab();
  return user;
}

describe('the weekly grid', () => {
  it('starts a new week with one row per project on its default task, Saturday to Friday, today tinted', () => {
    renderEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'Submit Timesheet' })).toBeVisible();
    expect(screen.getByText('Sat, Nov 21 – Fri, Nov 27, 2026')).toBeVisible();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(0, 9)).toEqual([
      'Project / Task',
      'Sat Nov 21Saturday Nov 21',
      'Sun Nov 22Sunday Nov 22',
      'Mon Nov 23Monday Nov 23, today',
      'Tue Nov 24Tuesday Nov 24',
      'Wed Nov 25Wednesday Nov 25',
      'Thu Nov 26Thursday Nov 26',
      'Fri Nov 27Friday Nov 27',
      'Total',
    ]);
    expect(screen.getAllByRole('columnheader')[3]).toHaveAttribute('aria-current', 'date');
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Website RedesignGeneral',
      'ERP MigrationGeneral',
      'Daily total',
    ]);
    expect(webMonday()).toHaveAttribute('inputmode', 'decimal');
  });

  it('accepts what the parser accepts, shows it as hours and adds up rows, days and the week', async () => {
    renderEditor();
    await enter(webMonday(), '7:30');
    expect(webMonday()).toHaveValue('7.5');
    await enter(cell('Website Redesign / General, Tuesday Nov 24'), '90m');
    expect(cell('Website Redesign / General, Tuesday Nov 24')).toHaveValue('1.5');
    await enter(erpMonday(), '7,25');
    expect(erpMonday()).toHaveValue('7.25');
    await enter(cell('ERP Migration / General, Wednesday Nov 25'), '2h15');
    const totals = within(footer())
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(totals.slice(0, 8)).toEqual([
      '0',
      '0',
      '14.75',
      '1.5',
      '2.25',
      '0',
      '0',
      '18.5 hours this week',
    ]);
    expect(screen.getByText('18.5 h')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
  });

  it('keeps text that is no duration, outlined and linked to a message naming the day', async () => {
    renderEditor();
    await enter(webMonday(), 'seven');
    expect(webMonday()).toHaveValue('seven');
    expect(webMonday()).toHaveAttribute('aria-invalid', 'true');
    expect(webMonday()).toHaveAccessibleDescription(
      expect.stringContaining('Monday: enter hours like 7.5, 7:30 or 90m'),
    );
    await enter(webMonday(), '');
    expect(webMonday()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/enter hours like/)).toBeNull();
  });

  it('wants quarter hours', async () => {
    renderEditor();
    await enter(webMonday(), '7.3');
    expect(webMonday()).toHaveAccessibleDescription(
      expect.stringContaining('Monday: enter hours in steps of 0.25 (a quarter hour)'),
    );
  });

  it('errors on the day total past 24 hours across rows', async () => {
    renderEditor();
    await enter(webMonday(), '20');
    expect(screen.queryByText('Monday: at most 24 hours in a day')).toBeNull();
    await enter(erpMonday(), '5');
    expect(screen.getByText('Monday: at most 24 hours in a day')).toBeVisible();
    const mondayTotal = within(footer()).getAllByRole('cell')[2]!;
    expect(mondayTotal).toHaveTextContent('25');
    expect(mondayTotal).toHaveAccessibleDescription('Monday: at most 24 hours in a day');
    await enter(erpMonday(), '4');
    expect(screen.queryByText('Monday: at most 24 hours in a day')).toBeNull();
  });

  it('flags a day past 24 hours while the hours are still being typed, before leaving the cell', async () => {
    renderEditor();
    await enter(webMonday(), '20');
    const user = userEvent.setup();
    await user.click(erpMonday());
    await user.keyboard('{Control>}a{/Control}5');
    expect(erpMonday()).toHaveFocus();
    expect(screen.getByText('Monday: at most 24 hours in a day')).toBeVisible();
    expect(within(footer()).getAllByRole('cell')[2]!).toHaveTextContent('25');
    // Escape puts back what the cell held, and the day's total with it.
    await user.keyboard('{Escape}');
    expect(erpMonday()).toHaveValue('');
    expect(screen.queryByText('Monday: at most 24 hours in a day')).toBeNull();
  });

  it('Escape puts back what the cell held', async () => {
    renderEditor();
    await enter(webMonday(), '8');
    const user = userEvent.setup();
    await user.click(webMonday());
    await user.keyboard('{Control>}a{/Control}3{Escape}');
    expect(webMonday()).toHaveValue('8');
    await user.tab();
    expect(webMonday()).toHaveValue('8');
  });

  it('disables the days outside the employment dates, with the help text', () => {
    renderEditor(
      sampleWeek({
        user: { ...sampleWeek().user, startDate: '2026-11-23', endDate: '2026-11-26' },
      }),
    );
    expect(cell('Website Redesign / General, Saturday Nov 21')).toBeDisabled();
    expect(cell('Website Redesign / General, Sunday Nov 22')).toBeDisabled();
    expect(webMonday()).toBeEnabled();
    expect(cell('Website Redesign / General, Thursday Nov 26')).toBeEnabled();
    expect(cell('Website Redesign / General, Friday Nov 27')).toBeDisabled();
    expect(
      screen.getByText(/Time cannot be submitted outside an associate's start and end dates\./),
    ).toBeVisible();
    expect(cell('Website Redesign / General, Friday Nov 27')).toHaveAccessibleDescription(
      expect.stringContaining(
        "Time cannot be submitted outside an associate's start and end dates.",
      ),
    );
  });

  it('moves to the same day of the row above or below with the arrows, and down with Enter', async () => {
    renderEditor();
    const user = userEvent.setup();
    await user.click(webMonday());
    await user.keyboard('{ArrowDown}');
    expect(erpMonday()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(erpMonday()).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(webMonday()).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}6{Enter}');
    expect(webMonday()).toHaveValue('6');
    expect(erpMonday()).toHaveFocus();
    await user.tab();
    expect(cell('ERP Migration / General, Tuesday Nov 24')).toHaveFocus();
  });

  it('opens the description with Shift+Enter and marks the cell', async () => {
    renderEditor();
    const user = userEvent.setup();
    await user.click(webMonday());
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    const description = await screen.findByRole('textbox', { name: 'Description' });
    expect(description).toHaveFocus();
    await user.keyboard('Kick-off meeting');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: 'Description' })).toBeNull();
    // The description shows on hovering the cell and its note mark.
    expect(webMonday()).toHaveAttribute('title', 'Kick-off meeting');
    expect(screen.getAllByTitle('Kick-off meeting')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
  });

  it('adds a row from the grouped list and warns when its project has no contacts', async () => {
    const week = sampleWeek({
      timesheet: sampleTimesheet({ timeCards: [sampleCard({}, { monday: 8 })] }),
    });
    renderEditor(week);
    const user = userEvent.setup();
    const add = screen.getByRole('combobox', { name: 'Add row' });
    await user.click(add);
    // Grouped Client › Project, the default task first; a row in the grid is not added twice.
    const listbox = screen.getByRole('listbox');
    expect(listbox).toHaveTextContent(
      /^Acme Corp › Website RedesignGeneralAddedDesignGlobex › ERP MigrationGeneralDefault task$/,
    );
    expect(within(listbox).getAllByRole('option')[0]).toHaveAttribute('aria-disabled', 'true');

    await user.keyboard('desi');
    await user.click(screen.getByRole('option', { name: 'Design' }));
    expect(cell('Website Redesign / Design, Monday Nov 23')).toBeInTheDocument();
    expect(
      screen.queryByText('The selected project does not have any contacts associated with it'),
    ).toBeNull();

    await user.click(add);
    await user.keyboard('globex');
    await user.click(screen.getByRole('option', { name: /^General/ }));
    expect(erpMonday()).toBeInTheDocument();
    expect(
      screen.getByText('The selected project does not have any contacts associated with it'),
    ).toBeVisible();
  });

  it('asks before removing a row with hours, and says how many entries go', async () => {
    renderEditor();
    await enter(webMonday(), '8');
    await enter(cell('Website Redesign / General, Tuesday Nov 24'), '4');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Website Redesign / General' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove row?' });
    expect(dialog).toHaveTextContent(
      'Website Redesign / General: 2 entries (12 h) will be removed.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('textbox', { name: /Website Redesign \/ General/ })).toBeNull();
    // An empty row goes at once.
    await user.click(screen.getByRole('button', { name: 'Remove ERP Migration / General' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('No rows yet. Add a project and task to enter hours.')).toBeVisible();
  });

  it('is read-only once submitted: status chips, no save, the rejected day with its comment', () => {
    const rejected = sampleCard({ status: 'rejected' }, { monday: 8, tuesday: 4 });
    rejected.data.monday = {
      ...rejected.data.monday,
      review: 'rejected',
      reviewComment: 'Wrong project',
      reviewedBy: { kind: 'contact', name: 'Pat Contact', at: '2026-11-28T09:00:00Z' },
    };
    const pending = sampleCard(
      { status: 'pending', projectId: 'prj-2', projectName: 'ERP Migration', taskId: 'tsk-2d' },
      { friday: 2 },
    );
    renderEditor(
      sampleWeek({
        editable: false,
        timesheet: sampleTimesheet({ status: 'rejected', timeCards: [rejected, pending] }),
      }),
    );
    expect(webMonday()).toHaveAttribute('readonly');
    expect(webMonday()).toHaveValue('8');
    expect(cell('ERP Migration / General, Friday Nov 27')).toHaveAttribute('readonly');
    expect(
      screen.getByText(
        'This timesheet has been submitted and can no longer be changed. Ask an administrator to allow resubmission.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Draft' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Add row' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getAllByText('Rejected')).toHaveLength(2);
    expect(screen.getByText('Pending')).toBeVisible();
    expect(screen.getByText(/Wrong project — Pat Contact, Nov 28, 2026/)).toBeVisible();
    expect(webMonday()).toHaveAccessibleDescription(expect.stringContaining('Wrong project'));
  });

  it("below 600px shows a day picker with each day's total above that day's rows", async () => {
    // A phone's width: the phone layout.
    stubViewportWidth(390);
    renderEditor();
    expect(screen.queryByRole('table')).toBeNull();
    const picker = screen.getByRole('group', { name: 'Day' });
    const monday = within(picker).getByRole('button', { name: 'Mon 23 0 hours' });
    // Today's day opens first.
    expect(monday).toHaveAttribute('aria-pressed', 'true');
    expect(monday).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('region', { name: 'Monday Nov 23' })).toBeVisible();
    await enter(webMonday(), '6.5');
    expect(within(picker).getByRole('button', { name: 'Mon 23 6.5 hours' })).toBeVisible();
    const user = userEvent.setup();
    await user.click(within(picker).getByRole('button', { name: 'Wed 25 0 hours' }));
    expect(screen.getByRole('region', { name: 'Wednesday Nov 25' })).toBeVisible();
    expect(cell('Website Redesign / General, Wednesday Nov 25')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Monday/ })).toBeNull();
  });
});
