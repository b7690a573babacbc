/** A timesheet's history (issue 29), as other modules record and read it. */
export {
  listTimesheetEvents,
  recordTimesheetEvents,
  type TimesheetEventInput,
} from './timesheet-events.repository.ts';
