import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  ApprovalInbox,
  InboxDecision,
  InboxDecisionResult,
} from '@tallysheet/contract/timesheets/approval-inbox';
import { portalRequest } from '../api/portal-request.ts';

/** GET /ts/approval-inbox/{token}: every timecard waiting for the contact (opening it changes nothing). */
export const getInbox = (token: string) =>
  portalRequest<ApprovalInbox>(token, {}, 'approval-inbox');

/** POST /ts/approval-inbox/{token}: the contact's decisions, all or nothing; the days counted. */
export const submitInbox = (token: string, body: InboxDecision) =>
  portalRequest<InboxDecisionResult>(token, { method: 'POST', body }, 'approval-inbox');

let early: { token: string; inbox: Promise<ApprovalInbox> } | null = null;

/** Asks for the inbox before the page renders (the entry calls it first thing); used once. */
export function prefetchInbox(token: string) {
  if (!token) return;
  const inbox = getInbox(token);
  inbox.catch(() => undefined);
  early = { token, inbox };
}

export interface InboxState {
  inbox: ApprovalInbox | undefined;
  error: unknown;
  /** A load is under way (the first or a reload). */
  fetching: boolean;
  reload(): void;
  submit(body: InboxDecision): Promise<InboxDecisionResult>;
  submitting: boolean;
}

/** The inbox link's view, reloaded on demand and after each submit. */
export function useInbox(token: string): InboxState {
  const [inbox, setInbox] = useState<ApprovalInbox>();
  const [error, setError] = useState<unknown>(null);
  const [fetching, setFetching] = useState(token !== '');
  const [submitting, setSubmitting] = useState(false);
  /** The latest load: an older one that ends later changes nothing. */
  const latest = useRef(0);

  const load = useCallback((pending: Promise<ApprovalInbox>) => {
    const run = (latest.current += 1);
    setError(null);
    setFetching(true);
    pending.then(
      (loaded) => {
        if (run !== latest.current) return;
        setInbox(loaded);
        setFetching(false);
      },
      (failed: unknown) => {
        if (run !== latest.current) return;
        setError(failed);
        setFetching(false);
      },
    );
  }, []);

  useEffect(() => {
    if (!token) return;
    const first = early?.token === token ? early.inbox : getInbox(token);
    early = null;
    load(first);
    return () => {
      latest.current += 1;
    };
  }, [token, load]);

  const reload = useCallback(() => load(getInbox(token)), [token, load]);

  const submit = useCallback(
    async (body: InboxDecision) => {
      setSubmitting(true);
      try {
        return await submitInbox(token, body);
      } finally {
        setSubmitting(false);
      }
    },
    [token],
  );

  return { inbox, error, fetching, reload, submit, submitting };
}
