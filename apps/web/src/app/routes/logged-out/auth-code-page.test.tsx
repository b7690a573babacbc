import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, signOut } from '@/lib/auth/session.ts';
import AuthCodePage from './auth-code-page.tsx';
import { loginSuccess, renderWithProviders, sentBody, stubFetch } from '@/test/render.tsx';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await signOut({ remote: false });
});

describe('auto-login by auth code', () => {
  it('signs in with the authCode and removes it from the address bar', async () => {
    window.history.replaceState(null, '', '/auth?authCode=abc');
    const fetch = stubFetch(loginSuccess());
    renderWithProviders(<AuthCodePage />, { url: '/auth?authCode=abc' });
    expect(screen.getByRole('status')).toHaveTextContent('Logging you in');
    await waitFor(() => expect(session.get().status).toBe('signedIn'));
    expect(sentBody(fetch, 0)).toEqual({ authCode: 'abc' });
    expect(window.location.search).toBe('');
    expect(document.title).toBe('Logging you in | Tallysheet');
  });

  it('goes to Login when the code is refused', async () => {
    stubFetch({
      status: 400,
      body: { statusCode: 400, message: 'authCode: The auth code is not valid' },
    });
    renderWithProviders(<AuthCodePage />, { url: '/auth?authCode=bad' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('goes to the new-password screen on a new-password challenge', async () => {
    stubFetch({ status: 200, body: { status: 'NEW_PASSWORD_REQUIRED', session: 's1' } });
    renderWithProviders(<AuthCodePage />, { url: '/auth?authCode=abc' });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/set-new-password'),
    );
  });
});
