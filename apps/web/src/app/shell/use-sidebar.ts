import { useEffect, useState } from 'react';

const SIDEBAR_BREAKPOINT = 1536;
export const SIDEBAR_WIDTH = 256;
const RESIZE_DEBOUNCE_MS = 500;

const wide = () => window.innerWidth >= SIDEBAR_BREAKPOINT;

/** The sidebar opens when the window is wider than the breakpoint and closes when narrower. */
export function useSidebar() {
  const [persistent, setPersistent] = useState(wide);
  const [open, setOpen] = useState(wide);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        setPersistent(wide());
        setOpen(wide());
      }, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return { persistent, open, setOpen, toggle: () => setOpen((value) => !value) };
}
