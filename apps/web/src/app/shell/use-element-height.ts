import { useLayoutEffect, useState } from 'react';

/**
 * The height of an element, kept current as it changes (a banner wraps to more lines on a
 * narrower window); 0 without one. Pass the element from a callback ref.
 */
export function useElementHeight(element: HTMLElement | null) {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    if (!element) {
      setHeight(0);
      return;
    }
    const measure = () => setHeight(element.offsetHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return height;
}
