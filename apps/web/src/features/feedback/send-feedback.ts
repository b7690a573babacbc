import { useMutation } from '@tanstack/react-query';
import type { SendFeedback, SendFeedbackResult } from '@tallysheet/contract/engagement/feedback';
import { call } from '@/lib/api-client.ts';

/** POST /engagement/send-feedback (A§7). */
export async function sendFeedback(body: SendFeedback): Promise<SendFeedbackResult> {
  const response = await call<SendFeedbackResult>({
    area: 'engagement',
    path: '/send-feedback',
    method: 'POST',
    body,
  });
  return response.data;
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
