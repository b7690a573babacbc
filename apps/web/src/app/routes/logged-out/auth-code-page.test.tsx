import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, signOut } from '@/lib/auth/session.ts';
import AuthCodePage from './auth-code-page.tsx';
import {
  loginSuccess,
  renderWithProviders,
  sentBody,
  signInLinkPreview,
  stubFetch,
} from '@/test/render.tsx';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await signOut({ remote: false });
});

const continueButton = () => screen.findByRole('button', { name: 'Continue' });

describe('auto-login by auth code', () => {
  it('shows whom the link signs in and signs in only on Continue (login CSRF); the code leaves the address bar', async () => {
    window.history.replaceState(null, '', '/auth?authCode=abc');
    const fetch = stubFetch(signInLinkPreview, loginSuccess());
    renderWithProviders(<AuthCodePage />, { url: '/auth?authCode=abc' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking the link');
    expect(await screen.findByRole('heading', { name: 'Sign in with this link?' })).toBeVisible();
    expect(screen.getByText(/You are about to sign in as/)).toHaveTextContent(
      'You are about to sign in as Jane Doe (j***@e***.com) at Acme Consulting.',
    );
    expect(session.get().status).toBe('signedOut');
    expect(window.location.search).toBe('');
    expect(document.title).toBe('Logging you in | Tallysheet');
    await userEvent.click(await continueButton());
    await waitFor(() => expect(session.get().status).toBe('signedIn'));
    expect(sentBody(fetch, 0)).toEqual({ authCode: 'abc' });
    expect(sentBody(fetch, 1)).toEqual({ authCode: 'abc' });
  });

  it('Cancel goes to Login without signing in', async () => {
    const fetch = stubFetch(signInLinkPreview);
    renderWithProviders(<AuthCodePage />, { url: '/auth?authCode=abc' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(session.get().status).toBe('signedOut');
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
    stubFetch(signInLinkPreview, {
      status: 200,
      body: { status: 'NEW_PASSWORD_REQUIRED', session: 's1' },
    });
    renderWithProviders(<AuthCodePage />, { url: '/auth?authCode=abc' });
    await userEvent.click(await continueButton());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/set-new-password'),
    );
  });
});
