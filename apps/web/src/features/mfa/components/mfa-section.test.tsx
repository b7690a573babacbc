import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, sentBody, stubFetch } from '@/test/render.tsx';
import { MfaSection } from './mfa-section.tsx';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `aaa${i}-bbbb-cccc-dddd`);
const off = { status: 200, body: { enabled: false, setupRequired: false } };
const on = { status: 200, body: { enabled: true, setupRequired: false } };

describe('two-step verification on Your Profile', () => {
  it('enrols: the key to type in, a code to confirm, then the ten recovery codes once', async () => {
    const fetch = stubFetch(
      off,
      {
        status: 200,
        body: { secret: SECRET, otpauthUri: `otpauth://totp/T:a%23b?secret=${SECRET}` },
      },
      { status: 200, body: { recoveryCodes: CODES } },
      on,
    );
    renderWithProviders(<MfaSection />, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    expect(screen.getByText('Enter your password to set up two-step verification.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('A password is required')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret-1!{Enter}');
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    expect(sentBody(fetch, 1)).toEqual({ password: 'Secret-1!' });
    await userEvent.type(screen.getByLabelText('Code'), '123456{Enter}');
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(sentBody(fetch, 2)).toEqual({ code: '123456' });
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(
      await screen.findByText('On: signing in asks for a code from your authenticator app.'),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('a wrong code stays on the code field', async () => {
    const message = 'Invalid verification code provided, please try again.';
    stubFetch(
      off,
      { status: 200, body: { secret: SECRET, otpauthUri: 'otpauth://totp/x' } },
      { status: 400, body: { statusCode: 400, message, issues: [{ path: 'code', message }] } },
      off,
    );
    renderWithProviders(<MfaSection />, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    await userEvent.type(await screen.findByLabelText(/^Password/), 'Secret-1!{Enter}');
    await screen.findByText(/JBSW/);
    await userEvent.type(screen.getByLabelText('Code'), '000000{Enter}');
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('enrolling asks for the password again: a wrong one stays on the password field', async () => {
    const message = 'Incorrect password.';
    stubFetch(off, {
      status: 400,
      body: { statusCode: 400, message, issues: [{ path: 'password', message }] },
    });
    renderWithProviders(<MfaSection />, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    await userEvent.type(screen.getByLabelText(/^Password/), 'Wrong-1!{Enter}');
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByTestId('mfa-secret')).toBeNull();
  });

  it('turns off with the password and a current code', async () => {
    const fetch = stubFetch(on, { status: 204 }, off);
    renderWithProviders(<MfaSection />, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step verification?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(within(dialog).getByText('A password is required')).toBeVisible();
    expect(within(dialog).getByText('A verification code is required')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Secret-1!');
    await userEvent.type(within(dialog).getByLabelText('Code'), '654321{Enter}');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(sentBody(fetch, 1)).toEqual({ password: 'Secret-1!', code: '654321' });
    expect(
      await screen.findByText(
        'Sign in with a code from an authenticator app as well as your password.',
      ),
    ).toBeVisible();
  });
});
