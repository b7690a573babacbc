import type { Timecard } from '@tallysheet/contract/timesheets/timesheets';
import { describe, expect, it } from 'vitest';
import { sampleCard, sampleTimesheet, sampleWeek } from '../testing.ts';
import { copyLastWeek } from './copy-week.ts';
import { rowsFromWeek, rowTotal } from './week-rows.ts';

const LAST = '2026-11-14';
const lastWeek = (cards: Timecard[]) =>
  sampleWeek({
    periodStart: LAST,
    periodEnd: '2026-11-20',
    timesheet: sampleTimesheet({ periodStart: LAST, periodEnd: '2026-11-20', timeCards: cards }),
  });

describe('Copy last week', () => {
  const design = sampleCard(
    { taskId: 'tsk-1a', taskName: 'Design', status: 'approved' },
    { monday: 8, tuesday: 6 },
    LAST,
  );
  const general = sampleCard({ status: 'approved' }, { wednesday: 4 }, LAST);

  it('adds the rows of last week not yet here, without hours unless asked', () => {
    const week = sampleWeek();
    const rows = rowsFromWeek(week); // Website Redesign / General and ERP Migration / General
    const copied = copyLastWeek(lastWeek([design, general]), week, rows, false);
    expect(copied.rows.map((row) => `${row.projectName} / ${row.taskName}`)).toEqual([
      'Website Redesign / General',
      'ERP Migration / General',
      'Website Redesign / Design',
    ]);
    expect(copied).toMatchObject({ added: 1, filled: 0, skipped: 0 });
    expect(copied.rows.every((row) => rowTotal(row) === 0)).toBe(true);
    expect(copied.rows[2]!.status).toBeNull();
  });

  it('with hours: copies them into new rows and into rows here that are still empty', () => {
    const week = sampleWeek();
    const copied = copyLastWeek(lastWeek([design, general]), week, rowsFromWeek(week), true);
    expect(copied).toMatchObject({ added: 1, filled: 1 });
    const byName = new Map(copied.rows.map((row) => [row.taskName + row.projectId, row]));
    expect(byName.get('Designprj-1')!.cells.monday.hours).toBe(8);
    expect(byName.get('Designprj-1')!.cells.tuesday.hours).toBe(6);
    expect(byName.get('Generalprj-1')!.cells.wednesday.hours).toBe(4);
    // Descriptions tell what was done on one day: they are not copied.
    expect(copied.rows.every((row) => row.cells.monday.description === '')).toBe(true);
  });

  it('never overwrites hours already entered this week', () => {
    const week = sampleWeek({
      timesheet: sampleTimesheet({ timeCards: [sampleCard({}, { friday: 2 })] }),
    });
    const copied = copyLastWeek(lastWeek([general]), week, rowsFromWeek(week), true);
    expect(copied).toMatchObject({ added: 0, filled: 0 });
    expect(copied.rows[0]!.cells.wednesday.hours).toBe(0);
    expect(copied.rows[0]!.cells.friday.hours).toBe(2);
  });

  it('leaves out rows whose project or task is no longer offered, and counts them', () => {
    const week = sampleWeek();
    const gone = sampleCard(
      { projectId: 'prj-9', projectName: 'Old project' },
      { monday: 3 },
      LAST,
    );
    const copied = copyLastWeek(lastWeek([gone, design]), week, rowsFromWeek(week), true);
    expect(copied).toMatchObject({ added: 1, skipped: 1 });
    expect(copied.rows.some((row) => row.projectId === 'prj-9')).toBe(false);
  });

  it('copies no hours into days outside the employment dates', () => {
    const week = sampleWeek({
      user: { ...sampleWeek().user, startDate: '2026-11-24', endDate: null },
    });
    const copied = copyLastWeek(lastWeek([design]), week, rowsFromWeek(week), true);
    const row = copied.rows.find((candidate) => candidate.taskId === 'tsk-1a')!;
    expect(row.cells.monday.hours).toBe(0); // Monday Nov 23: before the start date
    expect(row.cells.tuesday.hours).toBe(6);
  });
});
