import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, signOut } from '@/lib/auth/session.ts';
import SetNewPasswordPage from './set-new-password-page.tsx';
import { fill, loginSuccess, renderWithProviders, sentBody, stubFetch } from '@/test/render.tsx';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const pendingChallenge = () =>
  session.set((state) => ({
    ...state,
    challenge: { kind: 'NEW_PASSWORD_REQUIRED', session: 's1', tenantId: 'acme', username: 'jane' },
  }));

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await signOut({ remote: false });
});

describe('new password', () => {
  it('without a pending challenge says the user was not found, with a way back to Login', () => {
    renderWithProviders(<SetNewPasswordPage />, { url: '/set-new-password' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not complete new password flow, user not found',
    );
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/');
  });

  it('marks the password rules as they are met and words a mismatch "Passwords do not match"', async () => {
    pendingChallenge();
    renderWithProviders(<SetNewPasswordPage />, { url: '/set-new-password' });
    await fill(userEvent, field('New Password'), 'secret1!');
    const rules = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rules).toEqual([
      'The string should have a minimum length of 8 characters (met)',
      'The string should have a minimum of 1 uppercase letter (not met)',
      'The string should have a minimum of 1 digit (met)',
      'The string should have a minimum of 1 symbol (met)',
    ]);
    await userEvent.type(field('Confirm Password'), 'other{Enter}');
    expect(
      await screen.findByText('The string should have a minimum of 1 uppercase letter', {
        selector: 'p',
      }),
    ).toBeVisible();
    expect(screen.getByText('Passwords do not match')).toBeVisible();
  });

  it('answers the challenge with the new password', async () => {
    pendingChallenge();
    const fetch = stubFetch(loginSuccess());
    renderWithProviders(<SetNewPasswordPage />, { url: '/set-new-password' });
    await fill(userEvent, field('New Password'), 'Secret1!');
    await userEvent.type(field('Confirm Password'), 'Secret1!{Enter}');
    await waitFor(() => expect(session.get().status).toBe('signedIn'));
    expect(sentBody(fetch, 0)).toEqual({ session: 's1', newPassword: 'Secret1!' });
    expect(screen.queryByText(/user not found/)).toBeNull();
  });
});
