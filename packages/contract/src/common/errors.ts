import { z } from 'zod';

/** Every error answer: the status, its name, a message and, for bad input, each bad field. */
export const ErrorResponseSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    code: z.string().optional(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .loose();
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** A 204 answer: no body at all (the OpenAPI document lists it without content). */
export const NoContentSchema = z.void().describe('No Content');

/**
 * The 503 answers a client retries after their Retry-After. Two with nothing done: the server
 * is busy (every database connection in use and none freed in time, or the embedded database's
 * queue full), or its database cannot be reached (a connection could not be made, or was lost
 * before the commit). The code tells an operator which: more instances or a bigger pool for the
 * first, the database itself for the second. The third, COMMIT_UNKNOWN: the connection was lost
 * after the commit was sent (a failover), so the change may or may not have been saved; a
 * retry with the same Idempotency-Key answers as the first time if it was, and runs if not.
 */
export const UNAVAILABLE = {
  SERVER_BUSY: 'The server is busy. Please try again in a moment.',
  DB_UNAVAILABLE: 'The database is not reachable. Please try again in a moment.',
  COMMIT_UNKNOWN:
    'The connection to the database was lost while saving, so the change may or may not have been saved. Check before trying again, or retry with the same Idempotency-Key.',
} as const;
export type UnavailableCode = keyof typeof UNAVAILABLE;
