/** The timesheet screens' query keys: every one starts with the domain. */
export const timesheetKeys = {
  all: ['timesheets'] as const,
  /** The signed-in user's week, or (for an administrator) `userId`'s. */
  week: (date: string | null, userId?: string | null) =>
    userId
      ? (['timesheets', 'week', date ?? 'current', { userId }] as const)
      : (['timesheets', 'week', date ?? 'current'] as const),
  mySummary: ['timesheets', 'my-summary'] as const,
  myTimesheets: (page: number, pageSize: number) =>
    ['timesheets', 'mine', { page, pageSize }] as const,
  /** Under "mine": every save invalidates it with the list. */
  weeksToFix: ['timesheets', 'mine', 'to-fix'] as const,
};
