import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResendEmails } from '@tallysheet/contract/timesheets/admin';
import { call } from '@/lib/api-client.ts';
import { adminTimesheetKeys, timesheetPath } from './query-keys.ts';

export type { ResendEmails };

/** GET /ts/resend-approval-emails/{timesheetId}: who would receive the pending timecards again. */
export async function getResendEmails(timesheetId: string): Promise<ResendEmails> {
  const { data } = await call<ResendEmails>({
    area: 'ts',
    path: `/resend-approval-emails/${timesheetPath(timesheetId)}`,
  });
  return data;
}

export const getResendEmailsQueryOptions = (timesheetId: string) =>
  queryOptions({
    queryKey: adminTimesheetKeys.resendEmails(timesheetId),
    queryFn: () => getResendEmails(timesheetId),
  });

export const useResendEmails = (timesheetId: string, enabled: boolean) =>
  useQuery({ ...getResendEmailsQueryOptions(timesheetId), enabled });
