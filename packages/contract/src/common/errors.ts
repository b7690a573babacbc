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
