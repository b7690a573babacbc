import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session, signOut } from '@/lib/auth/session.ts';
import OneTimeCodePage from './one-time-code-page.tsx';
import { loginSuccess, renderWithProviders, sentBody, stubFetch } from '@/test/render.tsx';

const pendingChallenge = () =>
  session.set((state) => ({
    ...state,
    challenge: { kind: 'MFA_REQUIRED', session: 's1', tenantId: 'acme', username: 'jane' },
  }));

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await signOut({ remote: false });
});

describe('one-time code', () => {
  it('the code field opens a numeric keyboard and takes the browser one-time-code autofill', () => {
    pendingChallenge();
    renderWithProviders(<OneTimeCodePage />, { url: '/verify-code' });
    const field = screen.getByLabelText('Code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveFocus();
  });

  it('a pasted code with a space signs in', async () => {
    pendingChallenge();
    const fetch = stubFetch(loginSuccess());
    renderWithProviders(<OneTimeCodePage />, { url: '/verify-code' });
    await userEvent.paste('123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(session.get().status).toBe('signedIn'));
    expect(sentBody(fetch, 0)).toEqual({ session: 's1', code: '123 456' });
  });

  it("shows the server's word on the field for a wrong code", async () => {
    pendingChallenge();
    const message = 'Invalid verification code provided, please try again.';
    stubFetch({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message, issues: [{ path: 'code', message }] },
    });
    renderWithProviders(<OneTimeCodePage />, { url: '/verify-code' });
    await userEvent.type(screen.getByLabelText('Code'), '000000{Enter}');
    expect(await screen.findByText(message)).toBeVisible();
    expect(session.get().status).toBe('signedOut');
  });

  it('"Use a recovery code" asks for a recovery code instead', async () => {
    pendingChallenge();
    const fetch = stubFetch(loginSuccess());
    renderWithProviders(<OneTimeCodePage />, { url: '/verify-code' });
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-ijkl-mnop{Enter}');
    await waitFor(() => expect(session.get().status).toBe('signedIn'));
    expect(sentBody(fetch, 0)).toEqual({ session: 's1', code: 'abcd-efgh-ijkl-mnop' });
  });

  it('without a pending sign-in it leads back to Login', () => {
    renderWithProviders(<OneTimeCodePage />, { url: '/verify-code' });
    expect(screen.getByRole('alert')).toHaveTextContent('Sign in with your password first.');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/');
  });
});
