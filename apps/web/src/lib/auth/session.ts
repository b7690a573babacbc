import type { SystemRole } from '@tallysheet/contract/roles/roles';
import type {
  LoginResult,
  RefreshResult,
  SessionTokens,
} from '@tallysheet/contract/identity/tokens';
import { call, ejectAuthInterceptor, installAuthInterceptor } from '@/lib/api-client.ts';
import { clearBanners } from '@/lib/banner.ts';
import { setSignedInUser } from '@/lib/user-timezone.ts';
import { forgetUser } from '@/lib/persisted-state.ts';
import { createStore } from '@/lib/store.ts';
import { closeSubscriptionModal } from '../subscription-modal.ts';
import { readClaims } from './jwt.ts';

/** What the query cache does for the session: set by lib/query-client.ts when it loads. */
interface SessionCache {
  clear(): void;
  refresh(queryKey: string[]): void;
}

// The sign-in page has no query cache and loads no query library (its JS budget): the cache
// attaches itself once the signed-in app or a link-opened page loads it.
let cache: SessionCache | null = null;

export function attachSessionCache(next: SessionCache) {
  cache = next;
}

/** The signed-in user as the spec's session data names it (A§3). */
interface SessionUser {
  tenantId: string;
  internalUserId: string;
  externalUserId: string;
  systemRole: SystemRole;
  displayName: string;
  email: string;
}

interface SessionState {
  status: 'restoring' | 'signedOut' | 'signedIn';
  jwt: string | null;
  /** Unix seconds: the access token ends. */
  expiresAt: number | null;
  /** Unix seconds: the session ends (tokenExpirationUnix). */
  tokenExpirationUnix: number | null;
  user: SessionUser | null;
  /** A sign-in waiting for a new password or a one-time code. */
  challenge: {
    kind: 'NEW_PASSWORD_REQUIRED' | 'MFA_REQUIRED';
    session: string;
    tenantId: string;
    username: string;
  } | null;
  /** Set when a 403 says the caller may not see what they asked for. */
  forbidden: boolean;
  /** How this session began on this page: a sign-in here, or restored from the refresh cookie. */
  origin: 'signIn' | 'restore' | null;
}

const signedOutState: SessionState = {
  status: 'signedOut',
  jwt: null,
  expiresAt: null,
  tokenExpirationUnix: null,
  user: null,
  challenge: null,
  forbidden: false,
  origin: null,
};

/** The server's readable twin of the httpOnly refresh cookie: a session may exist. */
export const hasSessionHint = () => /(?:^|;\s*)tallysheet_session=/.test(document.cookie);

// Without the session hint there is no session to restore: signed out from the start.
export const session = createStore<SessionState>({
  ...signedOutState,
  status: hasSessionHint() ? 'restoring' : 'signedOut',
});

let renewTimer: ReturnType<typeof setTimeout> | undefined;
let renewing: Promise<boolean> | null = null;

function userFrom(jwt: string): SessionUser {
  const claims = readClaims(jwt);
  return {
    tenantId: claims.tenantId,
    internalUserId: claims.sub,
    externalUserId: claims.username,
    systemRole: claims.role,
    displayName: claims.name,
    email: claims.email,
  };
}

function scheduleRenewal(expiresAt: number) {
  clearTimeout(renewTimer);
  const lifetimeMs = expiresAt * 1000 - Date.now();
  // Renew a minute early, or halfway through for short tokens.
  const inMs = Math.max(1000, Math.min(lifetimeMs - 60_000, lifetimeMs / 2));
  renewTimer = setTimeout(() => void renew(), inMs);
}

function accept(
  tokens: Pick<SessionTokens, 'jwt' | 'expiresAt' | 'sessionExpiresAt'>,
  origin: 'signIn' | 'restore',
) {
  session.set((state) => ({
    ...state,
    // A renewal keeps the session's origin.
    origin: state.status === 'signedIn' && origin === 'restore' ? state.origin : origin,
    status: 'signedIn',
    jwt: tokens.jwt,
    expiresAt: tokens.expiresAt,
    tokenExpirationUnix: tokens.sessionExpiresAt,
    user: userFrom(tokens.jwt),
    challenge: null,
  }));
  installAuthInterceptor({
    token: () => session.get().jwt,
    renew,
    onUnauthorized: () => {
      const { tokenExpirationUnix } = session.get();
      // Past the session's end the Session Expired dialog explains; before it, sign out.
      if (!tokenExpirationUnix || tokenExpirationUnix * 1000 > Date.now())
        void signOut({ remote: false });
    },
    onForbidden: (error) => {
      // The subscription ended during the session: the tenant read again shows the activation
      // modal or Login Not Allowed (A§4), never the raw error.
      if (error.code === 'SUBSCRIPTION_INACTIVE') cache?.refresh(['bootstrap', 'tenant']);
      // The tenant began requiring a second factor: the status read again shows the setup.
      else if (error.code === 'MFA_SETUP_REQUIRED') cache?.refresh(['mfa', 'status']);
      else session.set((state) => ({ ...state, forbidden: true }));
    },
  });
  scheduleRenewal(tokens.expiresAt);
}

/**
 * Asks for a new access token with the refresh cookie, one tab at a time: each refresh token
 * works once and the server ends the session when a spent one comes back, so a second tab
 * waits for the first tab's refresh and then sends the cookie that refresh set.
 */
const refreshOnce = () => {
  const refresh = () =>
    call<RefreshResult>({ area: 'tokens', path: '/refresh', method: 'POST', auth: false });
  return typeof navigator !== 'undefined' && navigator.locks
    ? navigator.locks.request('tallysheet-refresh', refresh)
    : refresh();
};

/**
 * Renews the access token with the refresh cookie; false when the session is over. Single
 * flight: every caller while a refresh is under way shares it (two refreshes with one token
 * would end the session).
 */
export function renew(): Promise<boolean> {
  renewing ??= refreshOnce()
    .then(({ data }) => {
      accept(data, 'restore');
      return true;
    })
    .catch(() => false)
    .finally(() => {
      renewing = null;
    });
  return renewing;
}

/**
 * At start-up: restores the session from the refresh cookie, if there is one. Without the
 * session hint there is none, so a signed-out first visit makes no failing call.
 */
export async function restoreSession(): Promise<void> {
  if (!hasSessionHint() || !(await renew())) session.set(signedOutState);
}

/** What a sign-in step led to: signed in, or the challenge to answer next. */
export type SignInStep = LoginResult['status'];

/** Takes a sign-in step's answer: signed in, or the challenge to answer next. */
export function handleLogin(
  result: LoginResult,
  who: { tenantId: string; username: string },
): SignInStep {
  if (result.status === 'SUCCESS') accept(result, 'signIn');
  else
    session.set((state) => ({
      ...state,
      challenge: { kind: result.status, session: result.session, ...who },
    }));
  return result.status;
}

export async function signIn(input: { tenantId: string; username: string; password: string }) {
  const { data } = await call<LoginResult>({
    area: 'tokens',
    path: '/login',
    method: 'POST',
    auth: false,
    body: {
      tenantId: input.tenantId.trim(),
      externalUserId: input.username.trim(),
      password: input.password,
    },
  });
  return handleLogin(data, { tenantId: input.tenantId.trim(), username: input.username.trim() });
}

/**
 * Signs out (A§4): revokes the session, ejects the interceptor, and clears every store of the
 * user (banners, their time zone, the wizard) and the cache, so the next user on this browser
 * starts clean.
 */
export async function signOut({ remote = true }: { remote?: boolean } = {}): Promise<void> {
  clearTimeout(renewTimer);
  if (remote && session.get().jwt) {
    await call({ area: 'tokens', path: '/logout', method: 'POST' }).catch(() => undefined);
  }
  ejectAuthInterceptor();
  cache?.clear();
  closeSubscriptionModal();
  clearBanners();
  forgetUser();
  setSignedInUser(null);
  session.set(signedOutState);
}

export const clearForbidden = () =>
  session.set((state) => (state.forbidden ? { ...state, forbidden: false } : state));
