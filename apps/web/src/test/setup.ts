import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { signOut } from '@/lib/auth/session.ts';
import { customBanner, dismissedBanner } from '@/lib/banner.ts';
import { setProfileTimezone } from '@/lib/dates.ts';
import { initialPersistedState, persisted } from '@/lib/persisted-state.ts';

// The web's test files share their modules (isolate: false): each test starts from a clean app.
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await signOut({ remote: false });
  persisted.set(initialPersistedState());
  setProfileTimezone(null);
  customBanner.set(null);
  dismissedBanner.set(null);
});
