// The earlier submissions of a week as the week endpoints' floor (floor-timesheets.ts) answers
// them: stored as jsonb (keys in jsonb's order), presented in the contract's key order.
import { WEEK_DAYS } from './floor-timesheets.ts';

type WeekDay = (typeof WEEK_DAYS)[number];

interface StoredDay {
  date: string;
  hours: number;
  description: string;
  review: string | null;
  reviewComment: string | null;
  reviewedBy: { kind: string; name: string; at: string; onBehalfOf?: string } | null;
}
export interface StoredCard {
  status: string;
  clientId: string;
  clientName: string;
  projectId: string;
  projectName: string;
  taskId: string;
  taskName: string;
  managerComments: string;
  totalHours: number;
  data: Record<WeekDay, StoredDay>;
}

/** A timecard kept in a version in the contract's key order. */
export function storedCard(card: StoredCard): StoredCard {
  const data = {} as Record<WeekDay, StoredDay>;
  for (const name of WEEK_DAYS) {
    const { date, hours, description, review, reviewComment, reviewedBy: by } = card.data[name];
    data[name] = {
      date,
      hours,
      description,
      review,
      reviewComment,
      reviewedBy: by
        ? {
            kind: by.kind,
            name: by.name,
            at: by.at,
            ...(by.onBehalfOf && { onBehalfOf: by.onBehalfOf }),
          }
        : null,
    };
  }
  return {
    status: card.status,
    clientId: card.clientId,
    clientName: card.clientName,
    projectId: card.projectId,
    projectName: card.projectName,
    taskId: card.taskId,
    taskName: card.taskName,
    managerComments: card.managerComments,
    totalHours: card.totalHours,
    data,
  };
}
