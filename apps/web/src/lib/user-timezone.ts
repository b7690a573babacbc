// Apart from dates.ts, so that signing out (which forgets the user) loads no dayjs.
import { persisted, updatePrefs } from './persisted-state.ts';

/** Who is signed in (tenantId#userId) and the time zone of their profile. */
let signedIn: { user: string; timezone: string | null } | null = null;

/** Sets who is signed in, or nobody (sign-out): only their own stored zone applies. */
export function setSignedInUser(value: { user: string; timezone: string | null } | null) {
  signedIn = value;
}

/** The user saved a zone in their profile: it is theirs, kept for them in this browser. */
export function saveUserTimezone(user: string, timezone: string | null) {
  signedIn = { user, timezone };
  updatePrefs({ timezone: timezone ? { user, zone: timezone } : null });
}

/**
 * The signed-in user's time zone: their profile's, else the one stored in this browser for
 * this same user (never another's); null without either.
 */
export function ownTimezone(): string | null {
  const stored = persisted.get().prefs.timezone;
  const own = stored && signedIn && stored.user === signedIn.user ? stored.zone : null;
  return signedIn?.timezone ?? own;
}
