import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, signOut } from '@/lib/auth/session.ts';
import SignUpPage from './sign-up-page.tsx';
import { fill, loginSuccess, renderWithProviders, sentBody, stubFetch } from '@/test/render.tsx';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillIn() {
  await fill(userEvent, field('Company name'), 'Acme Staffing, Inc.');
  await userEvent.tab();
  await fill(userEvent, field('Your name'), 'Jane Doe');
  await fill(userEvent, field('Email'), 'jane@example.com');
  await fill(userEvent, field('Username'), 'jane');
  await fill(userEvent, field('Password'), 'Secret1!');
  await fill(userEvent, field('Confirm password'), 'Secret1!');
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Start free trial' }));

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await signOut({ remote: false });
});

describe('sign-up', () => {
  it('suggests a Customer ID from the company name, creates the tenant and signs in', async () => {
    const fetch = stubFetch(
      {
        status: 201,
        body: { tenantId: 'acme-staffing-inc', username: 'jane', trialEndsOn: '2030-01-31' },
      },
      loginSuccess('acme-staffing-inc', 'jane'),
    );
    renderWithProviders(<SignUpPage />, { url: '/sign-up' });
    expect(document.title).toBe('Start your free trial | Tallysheet');
    await fillIn();
    expect(field('Customer ID').value).toBe('acme-staffing-inc');
    await submit();
    await waitFor(() => expect(session.get().status).toBe('signedIn'));
    expect(sentBody(fetch, 0)).toEqual({
      tenantId: 'acme-staffing-inc',
      companyName: 'Acme Staffing, Inc.',
      name: 'Jane Doe',
      email: 'jane@example.com',
      username: 'jane',
      password: 'Secret1!',
    });
    expect(sentBody(fetch, 1)).toMatchObject({
      tenantId: 'acme-staffing-inc',
      externalUserId: 'jane',
    });
  });

  it('validates with the contract rules before sending', async () => {
    const fetch = stubFetch();
    renderWithProviders(<SignUpPage />, { url: '/sign-up' });
    await fill(userEvent, field('Username'), 'Jane Doe');
    await fill(userEvent, field('Password'), 'Secret1!');
    await fill(userEvent, field('Confirm password'), 'Secret2!');
    await submit();
    expect(await screen.findByText('A company name is required')).toBeVisible();
    expect(screen.getByText('The users name is required')).toBeVisible();
    expect(screen.getByText('The users email is required')).toBeVisible();
    expect(
      screen.getByText(
        "Invalid username. Username must be: lowercase letters, numbers, '-' and '_' only.",
      ),
    ).toBeVisible();
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a taken Customer ID (409) on the Customer ID field', async () => {
    stubFetch({
      status: 409,
      body: {
        statusCode: 409,
        message: 'That Customer ID is already taken. Please choose another.',
      },
    });
    renderWithProviders(<SignUpPage />, { url: '/sign-up' });
    await fillIn();
    await submit();
    expect(
      await screen.findByText('That Customer ID is already taken. Please choose another.'),
    ).toBeVisible();
    expect(field('Customer ID')).toHaveAttribute('aria-invalid', 'true');
    expect(session.get().status).not.toBe('signedIn');
  });

  it("puts the server's 400 issues on their fields", async () => {
    stubFetch({
      status: 400,
      body: {
        statusCode: 400,
        message: 'email: Invalid email address',
        issues: [{ path: 'email', message: 'Invalid email address' }],
      },
    });
    renderWithProviders(<SignUpPage />, { url: '/sign-up' });
    await fillIn();
    await submit();
    expect(await screen.findByText('Invalid email address')).toBeVisible();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
