/**
 * The paths a visitor without a session can open (spec A§2.1): the sign-in screens and the pages
 * a link opens. Apart from the signed-in app's paths (paths.ts) so that the sign-in page, whose
 * JS is held to 180 KB gzip (scripts/bundle-budget.mjs), loads only these.
 */
export const publicPaths = {
  login: '/',
  home: '/',
  setNewPassword: '/set-new-password',
  oneTimeCode: '/verify-code',
  auth: '/auth',
  resetPassword: '/reset-password',
  resetPasswordConfirm: '/reset-password/confirm',
  approveTime: '/approve-time',
  signUp: '/sign-up',
  portalApprove: '/portal/approve',
  billingCheckout: '/billing/checkout',
  verify: '/verify/:fingerprint?',
  mailbox: '/dev/mailbox',
} as const;

type QueryValue = string | number | boolean | null | undefined;

/**
 * Replaces `:name` parameters and attaches a query string; blank query keys are dropped
 * and keys are not encoded (A§2.2, A§7).
 */
export function buildPath(
  base: string,
  params: Record<string, string> = {},
  query: Record<string, QueryValue> = {},
): string {
  const path = base.replace(/:([A-Za-z_]+)/g, (_m, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const parts = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  return parts.length ? `${path}?${parts.join('&')}` : path;
}
