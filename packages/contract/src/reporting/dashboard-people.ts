import { z } from 'zod';

/** The Company Dashboard's figures that count people, each opening the people it counts. */
export const DASHBOARD_PEOPLE_FIGURES = ['activeAssociates', 'notSubmittedLastWeek'] as const;
export type DashboardPeopleFigure = (typeof DASHBOARD_PEOPLE_FIGURES)[number];

/** GET /reporting/dashboard/people?figure=… */
export const DashboardPeopleQuerySchema = z.object({
  figure: z.enum(DASHBOARD_PEOPLE_FIGURES, {
    error: `figure must be one of ${DASHBOARD_PEOPLE_FIGURES.join(', ')}`,
  }),
});

export const DashboardPersonSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  email: z.string(),
});
export type DashboardPerson = z.infer<typeof DashboardPersonSchema>;

export const DashboardPeopleSchema = z.object({
  figure: z.enum(DASHBOARD_PEOPLE_FIGURES),
  /** The Saturday–Friday week the figure counts (this week, or last week). */
  weekStart: z.string(),
  /** The people the figure counts, by name: exactly as many as the figure says. */
  people: z.array(DashboardPersonSchema),
});
export type DashboardPeople = z.infer<typeof DashboardPeopleSchema>;

/** The dialog each people figure opens. */
export const DASHBOARD_PEOPLE_TEXT = {
  activeAssociates: {
    title: 'Active associates',
    empty: 'No associate is active this week.',
  },
  notSubmittedLastWeek: {
    title: 'Not submitted last week',
    empty: 'Everyone submitted last week.',
    action: 'Submit for them',
  },
} as const;
