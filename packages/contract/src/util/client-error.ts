import { z } from 'zod';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS } from './client-error-limits.ts';

export const ClientErrorKindSchema = z.enum(CLIENT_ERROR_KINDS);

const text = (field: string, max: number) =>
  z.string().max(max, `${field} has at most ${max} characters`);

/**
 * POST /util/client-error: a screen of the web app failed; the server writes it to its log.
 * `page` is the path only: a query string can hold codes and tokens, so it is never sent.
 */
export const ClientErrorReportSchema = z.object({
  kind: ClientErrorKindSchema,
  message: text('A message', CLIENT_ERROR_LIMITS.message),
  stack: text('A stack', CLIENT_ERROR_LIMITS.stack).optional(),
  componentStack: text('A component stack', CLIENT_ERROR_LIMITS.componentStack).optional(),
  page: text('A page', CLIENT_ERROR_LIMITS.page).regex(
    /^\/[^?#]*$/,
    'A page is a path, like /clients',
  ),
  appVersion: text('A version', CLIENT_ERROR_LIMITS.appVersion),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;
