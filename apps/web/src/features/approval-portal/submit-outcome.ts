import { formatDate } from './format.ts';
import { PortalError } from './api/portal-request.ts';

export interface Notice {
  severity: 'info' | 'warning' | 'error';
  text: string;
  /** The choices are kept: offer to send them again. */
  retry?: boolean;
}

const RESEND = 'Please ask the person who sent you the timecard to send it again.';
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** What a failed submit means, in the visitor's words; the choices stay on the page. */
export function failureNotice(error: unknown): Notice {
  const status = error instanceof PortalError ? error.status : -1;
  if (status === 0)
    return {
      severity: 'error',
      text: 'Your decisions were not sent: the connection failed. Your choices are kept, so you can try again.',
      retry: true,
    };
  if (status === 401)
    return {
      severity: 'error',
      text: `${/expired/i.test((error as PortalError).message) ? 'This link has expired' : 'This link is not valid'}, so your decisions could not be sent. ${RESEND}`,
    };
  if (status === 404)
    return { severity: 'error', text: `This timesheet is no longer available. ${RESEND}` };
  if (status === 409)
    return {
      severity: 'warning',
      text: 'Some of these days were reviewed in the meantime. The page now shows their decisions; check the rest and submit again.',
    };
  if (status === 429) {
    const wait = (error as PortalError).retryAfterSeconds;
    return {
      severity: 'warning',
      text: `Too many attempts. Please wait ${wait ? `${wait} seconds` : 'a minute'} and try again.`,
      retry: true,
    };
  }
  if (status === 400 && error instanceof PortalError && !error.body.issues?.length)
    return { severity: 'error', text: error.message };
  return {
    severity: 'error',
    text: 'Something went wrong and your decisions were not sent. Your choices are kept, so you can try again.',
    retry: true,
  };
}

/** The confirmation under "Thank you": what was sent, and what remains. */
export function sentText(
  sent: { approved: number; rejected: number; corrected?: number },
  remaining: number,
  expiresAt: string,
): string {
  const what = [
    sent.approved && `approved ${days(sent.approved)}`,
    sent.rejected && `rejected ${days(sent.rejected)}`,
    sent.corrected && `proposed a correction for ${days(sent.corrected)}`,
  ]
    .filter(Boolean)
    .join(' and ');
  const until = formatDate(expiresAt);
  return remaining > 0
    ? `You ${what}. ${days(remaining)} still ${remaining === 1 ? 'waits' : 'wait'} for a decision: you can come back to this link until ${until}.`
    : `You ${what}. This link shows the decisions until ${until}.`;
}

/** A 400's field issues keyed to the days they name (`keyAt` finds a day from an issue's path). */
export function fieldErrorsOf(
  error: unknown,
  keyAt: (path: string) => string | undefined,
): Record<string, string> {
  const issues = error instanceof PortalError && error.status === 400 ? error.body.issues : [];
  return Object.fromEntries(
    (issues ?? []).flatMap((issue) => {
      const key = keyAt(issue.path);
      return key ? [[key, issue.message]] : [];
    }),
  );
}
