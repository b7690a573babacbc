import type { SendFeedback, SendFeedbackResult } from '@tallysheet/contract/engagement/feedback';
import { call } from '@/lib/api-client.ts';
import { useKeyedMutation } from '@/lib/idempotency.ts';

/** POST /engagement/send-feedback (A§7). */
export async function sendFeedback(
  body: SendFeedback,
  idempotencyKey?: string,
): Promise<SendFeedbackResult> {
  const response = await call<SendFeedbackResult>({
    area: 'engagement',
    path: '/send-feedback',
    method: 'POST',
    body,
    idempotencyKey,
  });
  return response.data;
}

export function useSendFeedback() {
  return useKeyedMutation({ mutationFn: sendFeedback });
}
