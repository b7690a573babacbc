import { z } from 'zod';

/** What broke in the browser: a screen's render, or a code chunk that did not load. */
export const CLIENT_ERROR_KINDS = ['render', 'chunk-load'] as const;
export const ClientErrorKindSchema = z.enum(CLIENT_ERROR_KINDS);
export type ClientErrorKind = z.infer<typeof ClientErrorKindSchema>;

/** The longest each field of a report may be: the web app cuts its report to these. */
export const CLIENT_ERROR_LIMITS = {
  message: 1000,
  stack: 8000,
  componentStack: 8000,
  page: 2048,
  appVersion: 64,
} as const;

/** A request body past this many bytes is refused before it is read (413). */
export const CLIENT_ERROR_BODY_LIMIT = 32 * 1024;

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
