import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, signOut } from '@/lib/auth/session.ts';
import ResetPasswordConfirmPage from './reset-password-confirm-page.tsx';
import { fill, loginSuccess, renderWithProviders, sentBody, stubFetch } from '@/test/render.tsx';

const URL = '/reset-password/confirm?destination=j***@e***.com&tenantId=acme&username=jane';
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await signOut({ remote: false });
});

describe('reset password confirmation', () => {
  it.each([
    '/reset-password/confirm?destination=x&username=jane',
    '/reset-password/confirm?destination=x&tenantId=acme',
    '/reset-password/confirm',
  ])('shows "Invalid URL" without tenantId or username (%s)', async (url) => {
    renderWithProviders(<ResetPasswordConfirmPage />, { url });
    expect(screen.getByRole('heading', { name: 'Invalid URL' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not complete password reset at this time. Please try again later',
    );
    expect(screen.queryByLabelText('Verification Code')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('says where the code was sent and titles the tab', () => {
    renderWithProviders(<ResetPasswordConfirmPage />, { url: URL });
    expect(screen.getByText(/A verification code was sent to j\*\*\*@e\*\*\*\.com/)).toBeVisible();
    expect(document.title).toBe('Reset Password :: Confirmation | Tallysheet');
  });

  it('words a mismatched confirmation "Passwords to not match" and requires the code', async () => {
    const fetch = stubFetch();
    renderWithProviders(<ResetPasswordConfirmPage />, { url: URL });
    await fill(userEvent, field('New Password'), 'Secret1!');
    await fill(userEvent, field('Confirm Password'), 'Secret1?');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords to not match')).toBeVisible();
    expect(screen.getByText('A verification code is required')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's verification code message on the field", async () => {
    stubFetch({
      status: 400,
      body: {
        statusCode: 400,
        message: 'verificationCode: Invalid verification code provided, please try again.',
        issues: [
          {
            path: 'verificationCode',
            message: 'Invalid verification code provided, please try again.',
          },
        ],
      },
    });
    renderWithProviders(<ResetPasswordConfirmPage />, { url: URL });
    await fill(userEvent, field('Verification Code'), '0000000000');
    await fill(userEvent, field('New Password'), 'Secret1!');
    await userEvent.type(field('Confirm Password'), 'Secret1!{Enter}');
    expect(
      await screen.findByText('Invalid verification code provided, please try again.'),
    ).toBeVisible();
    expect(field('Verification Code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sets the new password, then signs in with it', async () => {
    const fetch = stubFetch({ status: 204 }, loginSuccess('acme', 'jane'));
    renderWithProviders(<ResetPasswordConfirmPage />, { url: URL });
    await fill(userEvent, field('Verification Code'), '1234567890');
    await fill(userEvent, field('New Password'), 'Secret1!');
    await userEvent.type(field('Confirm Password'), 'Secret1!{Enter}');
    await waitFor(() => expect(session.get().status).toBe('signedIn'));
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/tokens/confirm-forgot-password');
    expect(sentBody(fetch, 0)).toEqual({
      tenantId: 'acme',
      externalUserId: 'jane',
      verificationCode: '1234567890',
      newPassword: 'Secret1!',
    });
    expect(fetch.mock.calls[1]?.[0]).toBe('/api/tokens/login');
    expect(sentBody(fetch, 1)).toEqual({
      tenantId: 'acme',
      externalUserId: 'jane',
      password: 'Secret1!',
    });
  });
});
