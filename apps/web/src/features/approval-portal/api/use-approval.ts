import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ApprovalDecision, ApprovalView } from '@tallysheet/contract/timesheets/timesheets';
import { PortalError, portalRequest } from './portal-request.ts';

/** Tries after a network or server failure (a bad, expired or used link stays so). */
const RETRIES = 2;
const retryDelay = (attempt: number) => 1000 * 2 ** attempt;
const lasts = (error: unknown) =>
  error instanceof PortalError && error.status >= 400 && error.status < 500;

/** GET /ts/approval/{token}: the contact's view of the timecards (opening it changes nothing). */
export const getApproval = (token: string) => portalRequest<ApprovalView>(token);

/** POST /ts/approval/{token}: the contact's decisions; the answer is the updated view. */
export const submitApproval = (token: string, body: ApprovalDecision) =>
  portalRequest<ApprovalView>(token, { method: 'POST', body });

let early: { token: string; view: Promise<ApprovalView> } | null = null;

/** Asks for the view before the page renders (the entry calls it first thing); used once. */
export function prefetchApproval(token: string) {
  if (!token) return;
  const view = getApproval(token);
  view.catch(() => undefined);
  early = { token, view };
}

function firstLoad(token: string): Promise<ApprovalView> {
  const taken = early?.token === token ? early.view : getApproval(token);
  early = null;
  return taken;
}

async function loadWithRetries(token: string, first: Promise<ApprovalView>) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await (attempt === 0 ? first : getApproval(token));
    } catch (error) {
      if (attempt >= RETRIES || lasts(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)));
    }
  }
}

export interface ApprovalState {
  view: ApprovalView | undefined;
  error: unknown;
  /** A load is under way (the first or a reload). */
  fetching: boolean;
  reload(): void;
  submit(body: ApprovalDecision): Promise<ApprovalView>;
  submitting: boolean;
}

/** The link's view, loaded with a couple of retries, reloaded on demand, and replaced by a submit's answer. */
export function useApproval(token: string): ApprovalState {
  const [view, setView] = useState<ApprovalView>();
  const [error, setError] = useState<unknown>(null);
  const [fetching, setFetching] = useState(token !== '');
  const [submitting, setSubmitting] = useState(false);
  /** The latest load: an older one that ends later changes nothing. */
  const latest = useRef(0);

  const load = useCallback(
    (first: Promise<ApprovalView>) => {
      const run = (latest.current += 1);
      setError(null);
      setFetching(true);
      loadWithRetries(token, first).then(
        (loaded) => {
          if (run !== latest.current) return;
          // A transition: the days render in slices that give the main thread back every few
          // milliseconds, rather than in one long task on a slow phone.
          startTransition(() => {
            setView(loaded);
            setFetching(false);
          });
        },
        (failed: unknown) => {
          if (run !== latest.current) return;
          setError(failed);
          setFetching(false);
        },
      );
    },
    [token],
  );

  useEffect(() => {
    if (!token) return;
    load(firstLoad(token));
    return () => {
      latest.current += 1;
    };
  }, [token, load]);

  const reload = useCallback(() => load(getApproval(token)), [token, load]);

  const submit = useCallback(
    async (body: ApprovalDecision) => {
      setSubmitting(true);
      try {
        const updated = await submitApproval(token, body);
        latest.current += 1;
        setView(updated);
        setFetching(false);
        return updated;
      } finally {
        setSubmitting(false);
      }
    },
    [token],
  );

  return { view, error, fetching, reload, submit, submitting };
}
