/** A timesheet's history (issue 29), for the modules that append to it or show it. */
export { listTimesheetEvents, recordTimesheetEvents } from './events.repository.ts';
export type { TimesheetEventInput } from './events.repository.ts';
