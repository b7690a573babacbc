import type { FeatureFlagName } from '@tallysheet/contract/util/util';
import { createStore, type Store } from './store.ts';

/** The only client state kept across visits, under localStorage "root" (A§3). */
export interface PersistedState {
  wizard: { step: number; completed: string[] };
  features: { version: string; overrides: Partial<Record<FeatureFlagName, boolean>> };
  prefs: {
    savedLogin: { tenantId: string; username: string } | null;
    /** A user's time zone: theirs alone (tenantId#userId), forgotten when they log out. */
    timezone: { user: string; zone: string } | null;
    drawerSize: 'small' | 'medium' | 'large';
    /** A§4: the session recording's replay URL, stored at sign-in; forgotten at logout. */
    recordingUrl: string | null;
  };
}

export const STORAGE_KEY = 'root';
const FEATURES_VERSION = '16';
const REHYDRATE_TIMEOUT_MS = 5000;

export const initialPersistedState = (): PersistedState => ({
  wizard: { step: 0, completed: [] },
  features: { version: FEATURES_VERSION, overrides: {} },
  prefs: { savedLogin: null, timezone: null, drawerSize: 'small', recordingUrl: null },
});

interface AsyncStorage {
  getItem(key: string): Promise<string | null> | string | null;
  setItem(key: string, value: string): Promise<void> | void;
  removeItem(key: string): Promise<void> | void;
}

/** Keeps only the three areas, and resets feature overrides whose version is not "16". */
export function sanitize(raw: unknown): PersistedState {
  const base = initialPersistedState();
  if (!raw || typeof raw !== 'object') return base;
  const value = raw as Partial<PersistedState>;
  const features =
    value.features &&
    value.features.version === FEATURES_VERSION &&
    typeof value.features.overrides === 'object'
      ? { version: FEATURES_VERSION, overrides: { ...value.features.overrides } }
      : base.features;
  const prefs = { ...base.prefs, ...(value.prefs ?? {}) };
  // A zone stored before it named its user belongs to nobody.
  const zone = prefs.timezone as Partial<NonNullable<PersistedState['prefs']['timezone']>> | null;
  if (typeof zone?.user !== 'string' || typeof zone.zone !== 'string') prefs.timezone = null;
  if (typeof prefs.recordingUrl !== 'string') prefs.recordingUrl = null;
  return { wizard: { ...base.wizard, ...(value.wizard ?? {}) }, features, prefs };
}

export const persisted: Store<PersistedState> = createStore(initialPersistedState());

/**
 * Restores the persisted state; a read that takes longer than 5000 ms leaves it unrestored.
 * Returns whether it was restored.
 */
export async function rehydrate(
  storage: AsyncStorage = window.localStorage,
  timeoutMs = REHYDRATE_TIMEOUT_MS,
): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const result = await Promise.race([Promise.resolve(storage.getItem(STORAGE_KEY)), timeout]);
    if (result === 'timeout') return false;
    persisted.set(sanitize(result ? JSON.parse(result) : null));
    return true;
  } catch {
    persisted.set(initialPersistedState());
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Writes every change back to storage. */
export function persistChanges(storage: AsyncStorage = window.localStorage): () => void {
  return persisted.subscribe(() => {
    void storage.setItem(STORAGE_KEY, JSON.stringify(persisted.get()));
  });
}

export function updatePrefs(change: Partial<PersistedState['prefs']>) {
  persisted.set((state) => ({ ...state, prefs: { ...state.prefs, ...change } }));
}

/**
 * Logout: forgets what belonged to the user (the wizard's progress, their time zone). The
 * saved login, the drawer size and the developer's feature overrides belong to the browser.
 */
export function forgetUser() {
  persisted.set((state) => ({
    ...state,
    wizard: initialPersistedState().wizard,
    prefs: { ...state.prefs, timezone: null, recordingUrl: null },
  }));
}
