/** A day a contact decided, as their receipt lists it (issue 29 §1). */
export interface DecidedDay {
  timesheetId: string;
  userFullName: string;
  periodStart: string;
  projectName: string;
  taskName: string;
  date: string;
  hours: number;
  review: string;
  reviewComment: string;
  /** The absent contact it was decided for, when a stand-in decided it (issue 29 §3). */
  onBehalfOf?: string;
}
