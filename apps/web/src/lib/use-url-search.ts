import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams, type NavigateOptions } from 'react-router';

type Change = (current: URLSearchParams) => URLSearchParams;

/**
 * The page's URL parameters, and a change that starts from the latest of them.
 *
 * React Router's own functional update is handed the parameters of the last render, and a
 * navigation renders in a transition: when a second change came before that render (a From,
 * then a To, typed quickly on a busy machine), it was built on the old URL and undid the first.
 * Here the change starts from what was last asked for until the URL shows it.
 */
export function useUrlSearch(): [
  URLSearchParams,
  (change: Change, options?: NavigateOptions) => void,
] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (asked.current === params.toString()) asked.current = null;
  }, [params]);

  const change = useCallback(
    (next: Change, options?: NavigateOptions) => {
      const base = new URLSearchParams(asked.current ?? params.toString());
      const search = next(base).toString();
      asked.current = search;
      void navigate({ search: search ? `?${search}` : '' }, options);
    },
    [navigate, params],
  );
  return [params, change];
}
