import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { focusPageHeadingSoon } from '@/lib/page-focus.ts';

/**
 * Focus follows the user to the next page (UX.md §9): after a link, Back or Forward, or a
 * sign-in (`afterSignIn`), focus moves to the new page's heading instead of being left on
 * <body>, unless the page put it somewhere itself. A redirect (a replace) carries a pending
 * move on to the page it lands on; the first page of a visit keeps the browser's start.
 */
export function useRouteFocus({ afterSignIn = false }: { afterSignIn?: boolean } = {}) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const lastPath = useRef<string | null>(null);
  const pending = useRef(afterSignIn);

  useEffect(() => {
    const moved = lastPath.current !== null && lastPath.current !== pathname;
    if (moved && navigationType !== 'REPLACE') pending.current = true;
    lastPath.current = pathname;
    if (!pending.current) return;
    return focusPageHeadingSoon(() => {
      pending.current = false;
    });
  }, [pathname, navigationType]);
}
