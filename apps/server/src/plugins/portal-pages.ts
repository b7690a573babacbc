/**
 * The approval page's addresses (the e-mailed link's, A§2.1, and the page's own): the server
 * answers them with portal.html, the page's own small bundle, rather than the app (issue 28 §5).
 */
export const PORTAL_PATHS: ReadonlySet<string> = new Set([
  '/approve-time',
  '/portal/approve',
  '/approvals',
  '/reminders-off',
]);

/** Whether a path (a trailing slash aside) is answered with the approval page's document. */
export const isPortalPage = (path: string) => PORTAL_PATHS.has(path.replace(/\/+$/, ''));
