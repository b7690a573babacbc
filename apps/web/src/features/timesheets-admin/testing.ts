import { vi } from 'vitest';
import { ACME_WEBSITE } from '@/test/fixtures.ts';
import type { TimesheetRow } from '@tallysheet/contract/timesheets/admin';
import type { TimecardStatus } from '@tallysheet/contract/timesheets/rules';
import type { Timecard, Timesheet } from '@tallysheet/contract/timesheets/timesheets';
import type { UserRow } from '@tallysheet/contract/users/users';
import type { WeekDay } from '@tallysheet/contract/timesheets/week';
import { cardDays, sampleTimesheet } from '@/test/timesheet-fixtures.ts';

/** Test data and a fake API for the administrators' timesheet screens (week of Nov 21, 2026). */

export const TIMESHEET_ID = 'acme#ann#20261121_20261127';
export const ENCODED_ID = 'acme%23ann%2320261121_20261127';

/** Ann, the timesheets' associate, as the users list shows her. */
export const annUser = {
  userId: 'ann',
  displayName: 'Ann Example',
  email: 'ann@example.com',
  systemRole: 'assoc',
  supplierName: null,
  startDate: null,
  endDate: null,
  isArchived: false,
  isDeleted: false,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
} satisfies UserRow;

export function adminCard(
  change: Partial<Timecard> = {},
  hours: Partial<Record<WeekDay, number>> = { monday: 8 },
): Timecard {
  return {
    status: 'pending',
    ...ACME_WEBSITE,
    taskId: 'tsk-1',
    taskName: 'General',
    managerComments: '',
    totalHours: Object.values(hours).reduce((sum, value) => sum + (value ?? 0), 0),
    data: cardDays(hours, {
      day: (day, worked) => ({ description: worked ? `Work on ${day}` : '' }),
    }),
    ...change,
  };
}

/** A timesheet whose timecards have these statuses, one project each. */
export function adminTimesheet(
  statuses: TimecardStatus[] = ['pending'],
  change: Partial<Timesheet> = {},
): Timesheet {
  const timeCards = statuses.map((status, index) =>
    adminCard({ status, projectId: `prj-${index + 1}`, projectName: `Project ${index + 1}` }),
  );
  return sampleTimesheet({
    timesheetId: TIMESHEET_ID,
    status: statuses[0] ?? 'draft',
    submittedAt: '2026-11-27T17:00:00Z',
    submittedBy: 'Ann Example',
    totalHours: timeCards.reduce((sum, card) => sum + card.totalHours, 0),
    updatedAt: '2026-11-27T17:00:00Z',
    timeCards,
    ...change,
  });
}

export const adminRow = (change: Partial<TimesheetRow> = {}): TimesheetRow => ({
  timesheetId: TIMESHEET_ID,
  userId: 'ann',
  userFullName: 'Ann Example',
  periodStart: '2026-11-21',
  periodEnd: '2026-11-27',
  submittedAt: '2026-11-27T17:00:00Z',
  submittedBy: 'Ann Example',
  status: 'pending',
  totalHours: 32,
  statusCounts: { draft: 0, pending: 1, approved: 2, rejected: 0 },
  supplierId: 'sup-1',
  supplierName: 'Apex Staffing',
  resubmissionAllowed: false,
  resubmissionRequestedAt: null,
  updatedAt: '2026-11-27T17:00:00Z',
  ...change,
});

type Reply = { status: number; body?: unknown };
type Route = (method: string, url: string, body: unknown) => Reply | undefined;
export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** A fake API answering by method and URL; unknown calls get a 404. Returns the requests. */
export function stubApi(route: Route) {
  const requests: SentRequest[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, url, body });
    const reply = route(method, url, body) ?? { status: 404, body: { message: 'unexpected' } };
    return new Response(
      reply.body === undefined || reply.status === 204 ? null : JSON.stringify(reply.body),
      { status: reply.status, headers: { 'content-type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}
