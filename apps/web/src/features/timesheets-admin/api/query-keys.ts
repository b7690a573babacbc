import type { TimesheetListQuery } from '@tallysheet/contract/timesheets/admin';
import { timesheetDocKey } from '@/entities/timesheets/api/get-timesheet.ts';

/** The administrators' timesheet query keys: every one starts with the domain. */
export const adminTimesheetKeys = {
  lists: ['timesheets', 'admin', 'list'] as const,
  list: (query: Partial<TimesheetListQuery>) => ['timesheets', 'admin', 'list', query] as const,
  doc: timesheetDocKey,
  resendEmails: (timesheetId: string) => ['timesheets', 'resend-emails', timesheetId] as const,
  pdf: (timesheetId: string) => ['timesheets', 'pdf', timesheetId] as const,
};

/** A timesheet id in a path: its '#' separators encoded (A§7). */
export const timesheetPath = (timesheetId: string) => encodeURIComponent(timesheetId);
