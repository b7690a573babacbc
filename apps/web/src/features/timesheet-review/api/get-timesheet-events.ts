import { useQuery } from '@tanstack/react-query';
import type { TimesheetEventList } from '@tallysheet/contract/approvals/approval-settings';
import { call } from '@/lib/api-client.ts';

/** GET /ts/doc/{timesheetId}/events: the timesheet's history, newest first. */
export const useTimesheetEvents = (timesheetId: string) =>
  useQuery({
    queryKey: ['timesheets', 'doc', timesheetId, 'events'] as const,
    queryFn: async () =>
      (await call<TimesheetEventList>({ area: 'ts', path: `/doc/${timesheetId}/events` })).data
        .events,
  });
