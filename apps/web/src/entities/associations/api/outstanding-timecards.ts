import type {
  OutstandingTimecard,
  OutstandingConflict,
} from '@tallysheet/contract/timesheets/timesheets';
import { ApiError } from '@/lib/api-client.ts';
import type { OutstandingTimecardsAction } from '@tallysheet/contract/directory/directory';

export type { OutstandingTimecardsAction };

/**
 * The project has timecards waiting (D§4): not a failure, a question for the user, after
 * which the same request goes again with an outstandingTimecardsAction.
 */
export class OutstandingTimecardsError extends Error {
  constructor(public readonly timecards: OutstandingTimecard[]) {
    super('The project has outstanding timecards');
    this.name = 'OutstandingTimecardsError';
  }
}

/**
 * For a call made with allow409: a 409 that lists timecards asks the question; any other
 * 409 (an association that exists already) stays an ApiError.
 */
export function checkOutstanding(response: { status: number; data: unknown }): void {
  if (response.status !== 409) return;
  const body = (response.data ?? {}) as Partial<OutstandingConflict>;
  if (Array.isArray(body.timecards)) throw new OutstandingTimecardsError(body.timecards);
  throw new ApiError(409, body as never);
}
