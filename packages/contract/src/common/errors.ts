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
 * The two 503 answers a client retries after their Retry-After, with nothing done: the server
 * is busy (every database connection in use and none freed in time, or the embedded database's
 * queue full), or its database cannot be reached (a connection could not be made, or was lost
 * before the commit). The code tells an operator which: more instances or a bigger pool for the
 * first, the database itself for the second.
 */
export const UNAVAILABLE = {
  SERVER_BUSY: 'The server is busy. Please try again in a moment.',
  DB_UNAVAILABLE: 'The database is not reachable. Please try again in a moment.',
} as const;
export type UnavailableCode = keyof typeof UNAVAILABLE;
