import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { signOut } from '@/lib/auth/session.ts';
import { initialPersistedState, persisted } from '@/lib/persisted-state.ts';

// The web's test files share their modules (isolate: false): each test starts from a clean app.
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // Signing out clears the user's stores (banners, time zone); the browser's go here.
  await signOut({ remote: false });
  persisted.set(initialPersistedState());
});
