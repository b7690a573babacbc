/** The timesheet screens' query keys: every one starts with the domain. */
export const timesheetKeys = {
  all: ['timesheets'] as const,
  week: (date: string | null) => ['timesheets', 'week', date ?? 'current'] as const,
  mySummary: ['timesheets', 'my-summary'] as const,
  myTimesheets: (page: number, pageSize: number) =>
    ['timesheets', 'mine', { page, pageSize }] as const,
};
