import type { SendFeedback } from '@tallysheet/contract/engagement/feedback';
import type { Tx } from '../../db/client.ts';
import { feedback } from '../../db/schema/index.ts';

/** Stores one feedback message of `userId`; answers its id. */
export async function insertFeedback(
  tx: Tx,
  params: { tenantId: string; userId: string; values: SendFeedback },
): Promise<string> {
  const [row] = await tx
    .insert(feedback)
    .values({ ...params.values, tenantId: params.tenantId, userId: params.userId })
    .returning({ feedbackId: feedback.feedbackId });
  if (!row) throw new Error('feedback insert returned no row');
  return row.feedbackId;
}
