import { ApiError } from './api-client.ts';

/** A§9: a failed read is tried three more times. */
export const QUERY_RETRIES = 3;
const RETRY_BASE_MS = 100;
const RETRY_CAP_MS = 5000;

/** Retries a failed read unless the server refused it: a 4xx will not change on retry. */
export const retryQuery = (failureCount: number, error: unknown) =>
  failureCount < QUERY_RETRIES &&
  !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * The pause before retry `failureCount` (0 for the first): 100 ms doubling, plus up to half of
 * that again as jitter so that clients failing together do not retry together, capped at 5 s.
 */
export function retryDelay(failureCount: number, random: () => number = Math.random): number {
  const doubling = RETRY_BASE_MS * 2 ** failureCount;
  return Math.min(RETRY_CAP_MS, doubling + (random() * doubling) / 2);
}
