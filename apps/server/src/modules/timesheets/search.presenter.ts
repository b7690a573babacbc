import type { TimecardHit } from '@tallysheet/contract/timesheets/admin';
import { minutesToHours } from '@tallysheet/contract/timesheets/week';
import type { findCardDays, TimecardHitRow } from './search.repository.ts';

type DayRow = Awaited<ReturnType<typeof findCardDays>>[number];

const cardKey = (card: { timesheetId: string; projectId: string; taskId: string }) =>
  `${card.timesheetId}\u0000${card.projectId}\u0000${card.taskId}`;

/** Days grouped by their timecard, in the order given (day order). */
export function daysByCard(days: DayRow[]): Map<string, DayRow[]> {
  const byCard = new Map<string, DayRow[]>();
  for (const day of days) {
    const key = cardKey(day);
    byCard.set(key, [...(byCard.get(key) ?? []), day]);
  }
  return byCard;
}

/** A row of Search Timecards with its days' descriptions, in day order. */
export function presentTimecardHit(row: TimecardHitRow, days: Map<string, DayRow[]>): TimecardHit {
  return {
    timesheetId: row.timesheetId,
    userId: row.userId,
    userFullName: row.userFullName,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    clientId: row.clientId,
    clientName: row.clientName,
    projectId: row.projectId,
    projectName: row.projectName,
    taskId: row.taskId,
    taskName: row.taskName,
    status: row.status,
    totalHours: minutesToHours(row.totalMinutes),
    descriptions: (days.get(cardKey(row)) ?? []).map((day) => day.description),
  };
}

/** One worked day of an export: the columns of the CSV and XLSX files. */
export interface ExportRow {
  associate: string;
  supplier: string;
  client: string;
  project: string;
  task: string;
  date: string;
  hours: number;
  description: string;
  status: string;
  review: string;
  reviewComment: string;
}

export const EXPORT_COLUMNS: { key: keyof ExportRow; header: string }[] = [
  { key: 'associate', header: 'Associate' },
  { key: 'supplier', header: 'Supplier' },
  { key: 'client', header: 'Client' },
  { key: 'project', header: 'Project' },
  { key: 'task', header: 'Task' },
  { key: 'date', header: 'Date' },
  { key: 'hours', header: 'Hours' },
  { key: 'description', header: 'Description' },
  { key: 'status', header: 'Status' },
  { key: 'review', header: 'Review' },
  { key: 'reviewComment', header: 'Review comment' },
];

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The worked days of a chunk of timecards as export rows, card by card in the search's order. */
export function presentExportRows(
  cards: TimecardHitRow[],
  days: Map<string, DayRow[]>,
): ExportRow[] {
  return cards.flatMap((card) =>
    (days.get(cardKey(card)) ?? []).map((day) => ({
      associate: card.userFullName,
      supplier: card.supplierName ?? '',
      client: card.clientName,
      project: card.projectName,
      task: card.taskName,
      date: day.day,
      hours: minutesToHours(day.minutes),
      description: day.description,
      status: label(card.status),
      review: day.review ? label(day.review) : '',
      reviewComment: day.reviewComment ?? '',
    })),
  );
}
