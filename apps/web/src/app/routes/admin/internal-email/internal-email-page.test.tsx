import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, sentBody, stubFetch } from '@/test/render.tsx';
import InternalEmailPage from './internal-email-page.tsx';

const renderPage = () =>
  renderWithProviders(<InternalEmailPage />, { url: '/admin/internal-email', signedIn: true });

describe('internal contact email', () => {
  it('sending a code to a new address asks for the code, and the right code verifies it', async () => {
    const fetch = stubFetch(
      { status: 200, body: { email: null, verified: false } },
      { status: 200, body: { email: 'office@acme.example', verified: false } },
      { status: 200, body: { email: 'office@acme.example', verified: true } },
    );
    renderPage();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Email' }),
      'office@acme.example',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('A code was sent to office@acme.example')).toBeVisible();
    expect(sentBody(fetch, 1)).toEqual({ email: 'office@acme.example' });
    expect(screen.getByText('Not verified')).toBeVisible();

    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verified')).toBeVisible();
    expect(fetch.mock.calls[2]![0]).toBe('/api/admin/internal-email/verify');
    expect(sentBody(fetch, 2)).toEqual({ code: '123456' });
    expect(screen.queryByRole('textbox', { name: 'Code' })).toBeNull();
  });

  it("a wrong code shows the server's message on the field", async () => {
    stubFetch(
      { status: 200, body: { email: 'office@acme.example', verified: false } },
      {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'code: The code is not correct',
          issues: [{ path: 'code', message: 'The code is not correct' }],
        },
      },
    );
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code' }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not correct')).toBeVisible();
  });

  it('a code that is not 6 digits is refused before sending', async () => {
    const fetch = stubFetch({
      status: 200,
      body: { email: 'office@acme.example', verified: false },
    });
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code' }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is the 6 digits from the e-mail')).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
