import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { signOut } from '@/lib/auth/session.ts';
import { initialPersistedState, persisted } from '@/lib/persisted-state.ts';

// findBy… and waitFor give up after 15 s, not 1 s: `npm test` runs the web's tests beside the
// browser tests on two cores, whose Chromium leaves them a fraction of a core (a test 8 times
// slower than alone). A wait that is met returns at once; a test that cannot pass still fails,
// only later.
configure({ asyncUtilTimeout: 15_000 });

// The web's test files share their modules (isolate: false): each test starts from a clean app.
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // Signing out clears the user's stores (banners, time zone); the browser's go here.
  await signOut({ remote: false });
  persisted.set(initialPersistedState());
});
