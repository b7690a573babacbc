import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { signOut } from '@/lib/auth/session.ts';
import { initialPersistedState, persisted } from '@/lib/persisted-state.ts';

// findBy… and waitFor give up after 5 s, not 1 s: `npm test` runs the web's tests beside the
// API tests and their PostgreSQL on two cores, where a debounced search and its answer can take
// over a second.
// A test that cannot pass still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// The web's test files share their modules (isolate: false): each test starts from a clean app.
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // Signing out clears the user's stores (banners, time zone); the browser's go here.
  await signOut({ remote: false });
  persisted.set(initialPersistedState());
});
