import { sanitize, STORAGE_KEY } from '@/lib/persisted-state.ts';

/** What the server writes into portal.html for this deployment (its defaults in development). */
export interface PageSettings {
  brandName: string;
  /** The ApproveTimePortalRedirect flag's default (A§3: on unless the deployment turns it off). */
  approveTimeRedirect: boolean;
}

const meta = (doc: Document, name: string) =>
  doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';

export function pageSettings(doc: Document = document): PageSettings {
  return {
    brandName: meta(doc, 'brand-name') || 'Tallysheet',
    approveTimeRedirect: meta(doc, 'approve-time-redirect') !== 'off',
  };
}

/** The flag in force in this browser: the deployment's default, or this browser's override. */
export function approveTimeRedirectOn(
  defaultOn: boolean,
  /** The browser's storage (reaching it may throw where storage is blocked). */
  storage: () => Pick<Storage, 'getItem'>,
): boolean {
  try {
    const stored = storage().getItem(STORAGE_KEY);
    const override = sanitize(stored ? JSON.parse(stored) : null).features.overrides
      .ApproveTimePortalRedirect;
    return override ?? defaultOn;
  } catch {
    return defaultOn;
  }
}

export const PORTAL_PATH = '/portal/approve';
export const APPROVE_TIME_PATH = '/approve-time';

/**
 * The e-mail's link (`/approve-time?token=`, A§2.1) goes on to the approval page's own address
 * when ApproveTimePortalRedirect is on, keeping the token; with it off the page shows right
 * there. Done in place (the same page answers both addresses), so no second load.
 */
export function settleAddress(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  history: Pick<History, 'replaceState'>,
  redirectOn: boolean,
) {
  if (location.pathname.replace(/\/+$/, '') !== APPROVE_TIME_PATH || !redirectOn) return;
  history.replaceState(null, '', `${PORTAL_PATH}${location.search}${location.hash}`);
}
