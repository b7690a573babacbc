// Apart from the schema (client-error.ts), so the web app's report costs no zod on the sign-in page.

/** What broke in the browser: a screen's render, or a code chunk that did not load. */
export const CLIENT_ERROR_KINDS = ['render', 'chunk-load'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

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
