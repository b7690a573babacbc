import { useEffect, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';

const SIDEBAR_BREAKPOINT = 1536;
export const SIDEBAR_WIDTH = 256;
const RESIZE_DEBOUNCE_MS = 500;

const WIDE = `(min-width:${SIDEBAR_BREAKPOINT}px)`;

/**
 * The sidebar opens when the window is wider than the breakpoint and closes when narrower
 * (A§2.4). Whether it is persistent (and takes space beside the content) follows the width at
 * once, so a window made narrow never keeps the space; opening on widening waits 500 ms.
 */
export function useSidebar() {
  const persistent = useMediaQuery(WIDE, { noSsr: true });
  // The choice belongs to the layout it was made in: a narrowed window starts closed.
  const [choice, setChoice] = useState({ wide: persistent, open: persistent });
  const open = choice.wide === persistent && choice.open;

  useEffect(() => {
    // Narrowed, it is closed already; widened, it opens unless chosen closed since.
    const timer = setTimeout(
      () =>
        setChoice((current) =>
          current.wide === persistent ? current : { wide: persistent, open: persistent },
        ),
      RESIZE_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [persistent]);

  const setOpen = (next: boolean) => setChoice({ wide: persistent, open: next });
  return { persistent, open, setOpen, toggle: () => setOpen(!open) };
}
