import '@testing-library/jest-dom/vitest';
import { useQuery } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@tallysheet/contract/profile/profile';
import { session, signOut } from '@/lib/auth/session.ts';
import { getProfileQueryOptions } from '@/lib/bootstrap/get-profile.ts';
import { initialPersistedState, persisted } from '@/lib/persisted-state.ts';
import { sampleProfile } from '@/test/fixtures.ts';
import { fill, loginSuccess, renderWithProviders, sentBody, stubFetch } from '@/test/render.tsx';
import { MFA_STATUS_QUERY_KEY } from '@/features/mfa/api/mfa.ts';
import ProfilePage from './profile-page.tsx';

const profile = sampleProfile('assoc', { startDate: '2024-03-01', timezone: null });

/** Shows the name the shell's profile menu would show. */
function ShellName() {
  const { data } = useQuery(getProfileQueryOptions(false));
  return <div data-testid="shell-name">{data?.displayName}</div>;
}

function renderProfilePage(bootProfile: Profile = profile) {
  return renderWithProviders(
    <>
      <ProfilePage />
      <ShellName />
    </>,
    {
      url: '/profile',
      signedIn: { profile: bootProfile },
      // Two-step verification has its own tests (features/mfa).
      seed: [{ queryKey: MFA_STATUS_QUERY_KEY, data: { enabled: false, setupRequired: false } }],
    },
  );
}

const profileCard = () => screen.getByRole('region', { name: 'Profile' });
const passwordCard = () => screen.getByRole('region', { name: 'Change Password' });
const textbox = (name: string) => within(profileCard()).getByRole('textbox', { name });
const passwordInput = (label: string) =>
  within(passwordCard()).getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' });

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  persisted.set(initialPersistedState());
  await signOut({ remote: false });
});

describe('your profile', () => {
  it('shows who the user is and their details, with Save off until something changes', async () => {
    const fetch = stubFetch({ status: 200, body: profile });
    renderProfilePage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    expect(await within(profileCard()).findByText('ann')).toBeVisible();
    expect(fetch.mock.calls[0]![0]).toBe('/api/profile/');
    const card = within(profileCard());
    expect(card.getByText('Username')).toBeVisible();
    expect(card.getByText('acme')).toBeVisible();
    expect(card.getByText('Associate')).toBeVisible();
    expect(card.getByText('Mar 01, 2024 – ---')).toBeVisible();
    expect(textbox('Name')).toHaveValue('Ann Example');
    expect(textbox('Email')).toHaveValue('ann@example.com');
    expect(card.getByRole('combobox', { name: 'Time zone' })).toHaveValue('');
    expect(card.getByText(/this browser's time zone \(.+\) is used/)).toBeVisible();

    const save = card.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(textbox('Name'), 'x');
    expect(save).toBeEnabled();
    await userEvent.type(textbox('Name'), '{Backspace}');
    expect(save).toBeDisabled();
  });

  it('words a missing name, a missing e-mail and a bad e-mail as the spec does, sending nothing', async () => {
    const fetch = stubFetch({ status: 200, body: profile });
    renderProfilePage();
    await userEvent.clear(await within(profileCard()).findByRole('textbox', { name: 'Name' }));
    await userEvent.clear(textbox('Email'));
    await userEvent.click(within(profileCard()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The users name is required')).toBeVisible();
    expect(screen.getByText('The users email is required')).toBeVisible();
    await fill(userEvent, textbox('Email'), 'not-an-address');
    await userEvent.click(within(profileCard()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid email address')).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('saves only the changed fields, updates the shell and the preferred time zone', async () => {
    const saved = { ...profile, displayName: 'Ann Other', timezone: 'Europe/Berlin' };
    const fetch = stubFetch({ status: 200, body: profile }, { status: 200, body: saved });
    renderProfilePage();
    const name = await within(profileCard()).findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await fill(userEvent, name, 'Ann Other');
    await userEvent.type(
      within(profileCard()).getByRole('combobox', { name: 'Time zone' }),
      'berlin',
    );
    await userEvent.click(await screen.findByRole('option', { name: /^Europe\/Berlin/ }));
    await userEvent.click(within(profileCard()).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Successfully updated user')).toBeVisible();
    const [url, init] = fetch.mock.calls[1]!;
    expect(url).toBe('/api/profile/');
    expect(init?.method).toBe('PUT');
    expect(sentBody(fetch, 1)).toEqual({ displayName: 'Ann Other', timezone: 'Europe/Berlin' });
    expect(screen.getByTestId('shell-name')).toHaveTextContent('Ann Other');
    expect(persisted.get().prefs.timezone).toEqual({ user: 'acme#ann', zone: 'Europe/Berlin' });
    expect(within(profileCard()).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("offers the browser's time zone when another is saved", async () => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const other = browserZone === 'Asia/Tokyo' ? 'Europe/Berlin' : 'Asia/Tokyo';
    const fetch = stubFetch(
      { status: 200, body: { ...profile, timezone: other } },
      { status: 200, body: { ...profile, timezone: browserZone } },
    );
    renderProfilePage();
    const zone = await within(profileCard()).findByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue(other);
    await userEvent.click(
      within(profileCard()).getByRole('button', { name: "Use this browser's time zone" }),
    );
    expect(zone).toHaveValue(browserZone);
    await userEvent.click(within(profileCard()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated user')).toBeVisible();
    expect(sentBody(fetch, 1)).toEqual({ timezone: browserZone });
  });

  it('puts the server’s field messages on the fields and keeps what was typed', async () => {
    stubFetch(
      { status: 200, body: profile },
      {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalid input',
          issues: [{ path: 'email', message: 'This e-mail is already in use' }],
        },
      },
    );
    renderProfilePage();
    const email = await within(profileCard()).findByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await fill(userEvent, email, 'taken@example.com');
    await userEvent.click(within(profileCard()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error updating user')).toBeVisible();
    expect(screen.getByText('This e-mail is already in use')).toBeVisible();
    expect(textbox('Email')).toHaveValue('taken@example.com');
  });

  it('shows a skeleton while loading and the error with Reload when the profile fails', async () => {
    stubFetch({ status: 500, body: { message: 'boom' } }, { status: 200, body: profile });
    renderProfilePage();
    expect(screen.getByTestId('profile-skeleton')).toBeInTheDocument();
    const alert = await within(profileCard()).findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading User');
    // The password can still be changed meanwhile.
    expect(passwordInput('Current Password')).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await within(profileCard()).findByRole('textbox', { name: 'Name' })).toHaveValue(
      'Ann Example',
    );
  });
});

describe('change password', () => {
  const signedIn = () =>
    session.set((state) => ({
      ...state,
      status: 'signedIn',
      jwt: 'old',
      user: {
        tenantId: 'acme',
        internalUserId: 'acme#ann',
        externalUserId: 'ann',
        systemRole: 'assoc',
        displayName: 'Ann Example',
        email: 'ann@example.com',
      },
    }));

  it('checks the rules and the confirmation before sending anything', async () => {
    const fetch = stubFetch({ status: 200, body: profile });
    renderProfilePage();
    await fill(userEvent, passwordInput('New Password'), 'secret1!');
    const rules = within(passwordCard())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rules).toContain('The string should have a minimum of 1 uppercase letter (not met)');
    await fill(userEvent, passwordInput('Confirm New Password'), 'other');
    await userEvent.click(within(passwordCard()).getByRole('button', { name: 'Change Password' }));
    expect(await within(passwordCard()).findByText('A password is required')).toBeVisible();
    expect(
      within(passwordCard()).getByText('The string should have a minimum of 1 uppercase letter', {
        selector: 'p',
      }),
    ).toBeVisible();
    expect(within(passwordCard()).getByText('Passwords do not match')).toBeVisible();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });

  it('changes the password, signs in again with the new one and says so', async () => {
    signedIn();
    const fetch = stubFetch(
      { status: 200, body: profile },
      { status: 204 },
      loginSuccess('acme', 'ann'),
    );
    renderProfilePage();
    await fill(userEvent, passwordInput('Current Password'), 'Old-pass1');
    await fill(userEvent, passwordInput('New Password'), 'New-pass1');
    await fill(userEvent, passwordInput('Confirm New Password'), 'New-pass1');
    await userEvent.click(within(passwordCard()).getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Successfully updated user password')).toBeVisible();
    expect(fetch.mock.calls[1]![0]).toBe('/api/tokens/change-password');
    expect(sentBody(fetch, 1)).toEqual({ oldPassword: 'Old-pass1', newPassword: 'New-pass1' });
    expect(fetch.mock.calls[2]![0]).toBe('/api/tokens/login');
    expect(sentBody(fetch, 2)).toEqual({
      tenantId: 'acme',
      externalUserId: 'ann',
      password: 'New-pass1',
    });
    expect(session.get().status).toBe('signedIn');
    expect(session.get().jwt).not.toBe('old');
    expect(passwordInput('Current Password')).toHaveValue('');
  });

  it('says a wrong current password on the field and does not sign in again', async () => {
    signedIn();
    const fetch = stubFetch(
      { status: 200, body: profile },
      {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Incorrect password.',
          issues: [{ path: 'oldPassword', message: 'Incorrect password.' }],
        },
      },
    );
    renderProfilePage();
    await fill(userEvent, passwordInput('Current Password'), 'Wrong-pass1');
    await fill(userEvent, passwordInput('New Password'), 'New-pass1');
    await fill(userEvent, passwordInput('Confirm New Password'), 'New-pass1');
    await userEvent.click(within(passwordCard()).getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Error updating user password')).toBeVisible();
    expect(within(passwordCard()).getByText('Incorrect password.')).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(session.get().jwt).toBe('old');
  });
});
