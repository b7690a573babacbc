import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeByPath } from '@/app/route-table.ts';
import { renderWithProviders, sentBody, stubFetch } from '@/test/render.tsx';
import InvitePage from './invite-page.tsx';

const route = routeByPath('/invite')!;
const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('invite users to try', () => {
  it("e-mails the invitation with the caller's note, names the company, and clears the form", async () => {
    const fetch = stubFetch({ status: 201, body: { email: 'pat@example.com' } });
    renderWithProviders(<InvitePage route={route} />, { url: '/invite', signedIn: true });
    expect(screen.getByRole('heading', { level: 1, name: /^Invite Users to Try / })).toBeVisible();
    expect(screen.getByText(/naming Acme Consulting/)).toBeVisible();
    await userEvent.type(textbox('Name'), 'Pat Doe');
    await userEvent.type(textbox('Email'), 'pat@example.com');
    await userEvent.type(textbox('Message'), 'Worth a look');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation sent to pat@example.com')).toBeVisible();
    expect(fetch.mock.calls[0]![0]).toBe('/api/welcome/invitations');
    expect(sentBody(fetch, 0)).toEqual({
      name: 'Pat Doe',
      email: 'pat@example.com',
      message: 'Worth a look',
    });
    await waitFor(() => expect(textbox('Name')).toHaveValue(''));
  });

  it('a missing name and e-mail are worded by the contract and nothing is sent', async () => {
    const fetch = stubFetch();
    renderWithProviders(<InvitePage route={route} />, { url: '/invite', signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('The users name is required')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a rate-limited send says to try later', async () => {
    stubFetch({ status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'x' } });
    renderWithProviders(<InvitePage route={route} />, { url: '/invite', signedIn: true });
    await userEvent.type(textbox('Name'), 'Pat Doe');
    await userEvent.type(textbox('Email'), 'pat@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(
      await screen.findByText('Too many invitations for now. Please try again later.'),
    ).toBeVisible();
  });
});
