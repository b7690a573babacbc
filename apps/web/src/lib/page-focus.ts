/** The page's own heading: the first h1 of the main landmark (of the document without one). */
const pageHeading = () =>
  document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');

/**
 * Moves focus to the page's heading, focusable by script only (not by Tab), unless the page
 * already put focus inside itself (a first field with autofocus) or a dialog holds it. False
 * while there is no heading.
 */
export function focusPageHeading(): boolean {
  const heading = pageHeading();
  if (!heading) return false;
  const active = document.activeElement;
  const page = heading.closest('main') ?? document.body;
  if (active && active !== document.body && page.contains(active)) return true;
  // A dialog opened meanwhile (the user clicked while the page loaded) keeps its focus.
  if (active?.closest('[role="dialog"], [role="alertdialog"]')) return true;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

/**
 * focusPageHeading as soon as the heading is there (a page that loads its code shows it a
 * moment later), giving up after `timeoutMs`. `onDone` follows either; the answer cancels.
 */
export function focusPageHeadingSoon(onDone: () => void, timeoutMs = 5000): () => void {
  if (focusPageHeading()) {
    onDone();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (focusPageHeading()) finish();
  });
  const timer = setTimeout(finish, timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  function finish() {
    stop();
    onDone();
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
