import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { timesheetPath } from './query-keys.ts';

/** POST /ts/resend-approval-emails/{timesheetId}: sends the pending timecards' e-mails again. */
export async function resendApprovalEmails(timesheetId: string): Promise<void> {
  await call({
    area: 'ts',
    path: `/resend-approval-emails/${timesheetPath(timesheetId)}`,
    method: 'POST',
  });
}

export const useResendApprovalEmails = () => useMutation({ mutationFn: resendApprovalEmails });
