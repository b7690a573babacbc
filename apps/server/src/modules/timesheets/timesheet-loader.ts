import type { Timesheet, WeekOption } from '@tallysheet/contract/timesheets/timesheets';
import type { Tx } from '../../db/client.ts';
import { presentTimesheet } from './timesheets.presenter.ts';
import {
  findDays,
  findTimecards,
  findTimesheet,
  findTimesheetsByIds,
  storeSummaries,
  type TimesheetRow,
} from './timesheets.repository.ts';
import { findVersions } from './versions.repository.ts';
import { findWeekOptions } from './week.repository.ts';

/** Rows grouped by their timesheet, each group in the rows' order. */
function byTimesheet<T extends { timesheetId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.timesheetId);
    if (group) group.push(row);
    else groups.set(row.timesheetId, [row]);
  }
  return groups;
}

/** Timesheets with their timecards, days and versions: four queries whatever their number. */
export async function loadTimesheets(
  tx: Tx,
  tenantId: string,
  rows: TimesheetRow[],
): Promise<Timesheet[]> {
  if (rows.length === 0) return [];
  // Sorted: the statements do not depend on the order the rows came in (plans differ).
  const timesheetIds = rows.map((row) => row.timesheetId).sort();
  const [cards, days, versions] = [
    await findTimecards(tx, { tenantId, timesheetIds }),
    await findDays(tx, { tenantId, timesheetIds }),
    await findVersions(tx, { tenantId, timesheetIds }),
  ];
  // Grouped once by timesheet (filtering every list for each row is quadratic in a long list).
  const [cardsOf, daysOf, versionsOf] = [
    byTimesheet(cards),
    byTimesheet(days),
    byTimesheet(versions),
  ];
  return rows.map((row) =>
    presentTimesheet({
      row,
      cards: cardsOf.get(row.timesheetId) ?? [],
      days: daysOf.get(row.timesheetId) ?? [],
      versions: versionsOf.get(row.timesheetId) ?? [],
    }),
  );
}

/** Some timesheets by id as the API shows them (those that exist), in no particular order. */
export async function loadTimesheetsByIds(
  tx: Tx,
  params: { tenantId: string; timesheetIds: string[] },
): Promise<Timesheet[]> {
  if (params.timesheetIds.length === 0) return [];
  return loadTimesheets(tx, params.tenantId, await findTimesheetsByIds(tx, params));
}

/** One timesheet as the API shows it, or undefined. */
export async function loadTimesheet(
  tx: Tx,
  key: { tenantId: string; timesheetId: string },
): Promise<{ row: TimesheetRow; timesheet: Timesheet } | undefined> {
  const row = await findTimesheet(tx, key);
  if (!row) return undefined;
  const [timesheet] = await loadTimesheets(tx, key.tenantId, [row]);
  return { row, timesheet: timesheet! };
}

/** The user's assignable projects with their tasks, grouped for the grid's row picker. */
export async function weekOptions(
  tx: Tx,
  params: { tenantId: string; userId: string },
): Promise<WeekOption[]> {
  const options = new Map<string, WeekOption>();
  for (const row of await findWeekOptions(tx, params)) {
    let option = options.get(row.projectId);
    if (!option) {
      option = {
        clientId: row.clientId,
        clientName: row.clientName,
        projectId: row.projectId,
        projectName: row.projectName,
        hasContacts: row.hasContacts,
        tasks: [],
      };
      options.set(row.projectId, option);
    }
    option.tasks.push({ taskId: row.taskId, taskName: row.taskName, isDefault: row.isDefault });
  }
  return [...options.values()];
}

const minutesOf = (hours: number) => Math.round(hours * 60);

/**
 * Re-reads a timesheet after a change and stores its statuses and totals for the lists
 * (All Timesheets, Search Timecards, the dashboard); returns it as the API shows it.
 */
export async function refreshTimesheet(
  tx: Tx,
  key: { tenantId: string; timesheetId: string },
): Promise<Timesheet | undefined> {
  const loaded = await loadTimesheet(tx, key);
  if (!loaded) return undefined;
  const { timesheet } = loaded;
  await storeSummaries(tx, {
    ...key,
    status: timesheet.status,
    totalMinutes: minutesOf(timesheet.totalHours),
    cards: timesheet.timeCards.map((card) => ({
      projectId: card.projectId,
      taskId: card.taskId,
      status: card.status,
      totalMinutes: minutesOf(card.totalHours),
    })),
  });
  return timesheet;
}
