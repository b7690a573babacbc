import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeAuthCode } from '@tallysheet/contract/identity/tokens';
import { session, signOut } from '@/lib/auth/session.ts';
import { initialPersistedState, persisted } from '@/lib/persisted-state.ts';
import LoginPage from './login-page.tsx';
import {
  fill,
  loginSuccess,
  pageConfig,
  renderWithProviders,
  sentBody,
  signInLinkPreview,
  stubFetch,
} from '@/test/render.tsx';

const bundle = { tenantId: 'acme', userId: 'jane', password: 'Secret1!' };
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const remember = () => screen.getByRole('checkbox', { name: 'Remember Customer ID and Username' });

beforeEach(() => {
  persisted.set(initialPersistedState());
  window.history.replaceState(null, '', '/');
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await signOut({ remote: false });
});

// The code is read by the contract's rules, loaded after the page has painted.
const filledWith = (label: string, value: string) =>
  waitFor(() => expect(field(label).value).toBe(value));

const notice = () =>
  screen.findByText(
    (_, element) =>
      element?.classList.contains('MuiAlert-message') === true &&
      element.textContent ===
        'You are about to sign in as Jane Doe (j***@e***.com) at Acme Consulting. Sign in only if this is your account.',
  );

describe('an invitation link (code query parameter) fills the login and says whom it signs in (login CSRF)', () => {
  it('prefills Customer ID, Username and Password, names the account from the server, signs in only on Login, and drops the code from the address bar', async () => {
    const code = btoa(JSON.stringify(bundle));
    window.history.replaceState(null, '', `/?code=${code}&utm=mail`);
    const fetch = stubFetch(signInLinkPreview, {
      status: 200,
      body: { status: 'NEW_PASSWORD_REQUIRED', session: 's1' },
    });
    renderWithProviders(<LoginPage />, { url: `/?code=${encodeURIComponent(code)}` });
    expect(await notice()).toBeVisible();
    expect(field('Customer ID').value).toBe('acme');
    expect(field('Username').value).toBe('jane');
    expect(field('Password').value).toBe('Secret1!');
    expect(window.location.search).toBe('?utm=mail');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/tokens\/auth-code\/preview$/);
    expect(sentBody(fetch, 0)).toEqual({ authCode: code });
    expect(session.get().status).toBe('signedOut');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/set-new-password'),
    );
    expect(session.get().challenge).toMatchObject({ tenantId: 'acme', username: 'jane' });
  });

  it('"Not me" empties the form and signs nobody in', async () => {
    const fetch = stubFetch(signInLinkPreview);
    renderWithProviders(<LoginPage />, { url: `/?code=${encodeAuthCode(bundle)}` });
    await notice();
    await userEvent.click(screen.getByRole('button', { name: 'Not me' }));
    expect(field('Customer ID').value).toBe('');
    expect(field('Password').value).toBe('');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(session.get().status).toBe('signedOut');
  });

  it('a refused link shows the reason, with its Customer ID and Username in the form', async () => {
    stubFetch({
      status: 401,
      body: { statusCode: 401, message: 'Incorrect username or password.' },
    });
    // A standard code whose "+" arrived as a space is read as well.
    let withPlus = '';
    for (let i = 0; !withPlus.includes('+'); i += 1)
      withPlus = btoa(JSON.stringify({ ...bundle, password: `Secret1!${'>'.repeat(i)}?` }));
    renderWithProviders(<LoginPage />, { url: `/?code=${withPlus}` });
    expect(await screen.findByText('Incorrect username or password.')).toBeVisible();
    await filledWith('Customer ID', 'acme');
    expect(field('Username').value).toBe('jane');
    expect(field('Password').value).toBe('');
  });
});

describe('saved login', () => {
  it('prefills the saved Customer ID and Username with the box checked', () => {
    persisted.set((state) => ({
      ...state,
      prefs: { ...state.prefs, savedLogin: { tenantId: 'acme', username: 'jane' } },
    }));
    renderWithProviders(<LoginPage />, { url: '/' });
    expect(field('Customer ID').value).toBe('acme');
    expect(field('Username').value).toBe('jane');
    expect(field('Password').value).toBe('');
    expect(remember()).toBeChecked();
  });

  it('unchecking the box forgets the saved login at once', async () => {
    persisted.set((state) => ({
      ...state,
      prefs: { ...state.prefs, savedLogin: { tenantId: 'acme', username: 'jane' } },
    }));
    renderWithProviders(<LoginPage />, { url: '/' });
    await userEvent.click(remember());
    expect(persisted.get().prefs.savedLogin).toBeNull();
  });

  it('a login with the box checked saves Customer ID and Username, never the password', async () => {
    const fetch = stubFetch(loginSuccess());
    renderWithProviders(<LoginPage />, { url: '/' });
    await fill(userEvent, field('Customer ID'), 'acme');
    await fill(userEvent, field('Username'), 'jane');
    await userEvent.click(remember());
    await userEvent.type(field('Password'), 'Secret1!{Enter}');
    await waitFor(() => expect(session.get().status).toBe('signedIn'));
    expect(sentBody(fetch, 0)).toEqual({
      tenantId: 'acme',
      externalUserId: 'jane',
      password: 'Secret1!',
    });
    expect(persisted.get().prefs.savedLogin).toEqual({ tenantId: 'acme', username: 'jane' });
  });
});

describe('login form', () => {
  it('shows the info alert for the legacy "cloud-talent" customers with the classic site link', async () => {
    renderWithProviders(<LoginPage />, { url: '/' });
    expect(screen.queryByRole('alert')).toBeNull();
    await fill(userEvent, field('Customer ID'), 'cloud-talent');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('classic site');
    expect(screen.getByRole('link', { name: 'Go to the classic site' })).toHaveAttribute(
      'href',
      'https://classic.example.com',
    );
  });

  it('still shows the "cloud-talent" alert without a classic site address', async () => {
    renderWithProviders(<LoginPage />, {
      url: '/',
      config: { ...pageConfig, classicSiteUrl: null },
    });
    await fill(userEvent, field('Customer ID'), 'cloud-talent');
    expect(screen.getByRole('alert')).toHaveTextContent('classic site');
    expect(screen.queryByRole('link', { name: 'Go to the classic site' })).toBeNull();
  });

  it('names each missing field in the spec words', async () => {
    const fetch = stubFetch();
    renderWithProviders(<LoginPage />, { url: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('A Customer ID is required')).toBeVisible();
    expect(screen.getByText('A username is required')).toBeVisible();
    expect(screen.getByText('A password is required')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server\'s message, and "Error logging in" when the network fails', async () => {
    stubFetch(
      { status: 401, body: { statusCode: 401, message: 'Incorrect username or password.' } },
      new TypeError('Failed to fetch'),
    );
    renderWithProviders(<LoginPage />, { url: '/' });
    await fill(userEvent, field('Customer ID'), 'acme');
    await fill(userEvent, field('Username'), 'jane');
    await userEvent.type(field('Password'), 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error logging in'));
  });

  it('goes to the new-password screen when the server asks for a new password', async () => {
    stubFetch({ status: 200, body: { status: 'NEW_PASSWORD_REQUIRED', session: 's1' } });
    renderWithProviders(<LoginPage />, { url: '/' });
    await fill(userEvent, field('Customer ID'), 'acme');
    await fill(userEvent, field('Username'), 'jane');
    await userEvent.type(field('Password'), 'Temp1234!{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/set-new-password'),
    );
    expect(session.get().challenge).toEqual({
      kind: 'NEW_PASSWORD_REQUIRED',
      session: 's1',
      tenantId: 'acme',
      username: 'jane',
    });
  });

  it('goes to the one-time-code screen when the server asks for a code', async () => {
    stubFetch({ status: 200, body: { status: 'MFA_REQUIRED', session: 's2' } });
    renderWithProviders(<LoginPage />, { url: '/' });
    await fill(userEvent, field('Customer ID'), 'acme');
    await fill(userEvent, field('Username'), 'jane');
    await userEvent.type(field('Password'), 'Secret1234!{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/verify-code'));
    expect(session.get().challenge).toMatchObject({ kind: 'MFA_REQUIRED', session: 's2' });
  });

  it('passes Customer ID and Username to "Forgot your password?"', async () => {
    renderWithProviders(<LoginPage />, { url: '/' });
    await fill(userEvent, field('Customer ID'), 'acme');
    await fill(userEvent, field('Username'), 'jane');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset-password?tenantId=acme&username=jane',
    );
    expect(screen.getByRole('link', { name: 'Start a free trial' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    expect(document.title).toBe('Login | Tallysheet');
  });
});

describe('the local-stage autofill helper (A§6)', () => {
  const demo = {
    tenantId: 'demo',
    username: 'admin',
    label: 'Adam Admin (Administrator)',
    password: 'Demo-pass-1',
  };

  it('offers the demo accounts the local stage sends, and a click fills the whole form', async () => {
    renderWithProviders(<LoginPage />, {
      url: '/',
      config: { ...pageConfig, stage: 'local', demoAccounts: [demo] },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Adam Admin (Administrator)' }),
    );
    expect(field('Customer ID').value).toBe('demo');
    expect(field('Username').value).toBe('admin');
    expect(field('Password').value).toBe('Demo-pass-1');
  });

  it('offers nothing when the server sends no demo accounts (every other stage)', () => {
    renderWithProviders(<LoginPage />, { url: '/', config: { ...pageConfig, stage: 'prod' } });
    expect(screen.queryByText('Local stage: fill in a demo account')).toBeNull();
  });
});
