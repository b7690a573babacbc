import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ResetPasswordPage from './reset-password-page.tsx';
import { renderWithProviders, sentBody, stubFetch } from '@/test/render.tsx';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('reset password request', () => {
  it('prefills from the query and goes on to the confirmation with the destination', async () => {
    const fetch = stubFetch({
      status: 200,
      body: {
        CodeDeliveryDetails: {
          Destination: 'j***@e***.com',
          DeliveryMedium: 'EMAIL',
          AttributeName: 'email',
        },
      },
    });
    renderWithProviders(<ResetPasswordPage />, {
      url: '/reset-password?tenantId=acme&username=jane',
    });
    expect(field('Customer ID').value).toBe('acme');
    expect(field('Username').value).toBe('jane');
    await userEvent.click(screen.getByRole('button', { name: 'Send verification code' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/reset-password/confirm?destination=j***%40e***.com&tenantId=acme&username=jane',
      ),
    );
    expect(sentBody(fetch, 0)).toEqual({ tenantId: 'acme', externalUserId: 'jane' });
  });

  it('requires Customer ID and Username', async () => {
    renderWithProviders(<ResetPasswordPage />, { url: '/reset-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByText('A Customer ID is required')).toBeVisible();
    expect(screen.getByText('A username is required')).toBeVisible();
  });

  it('on failure asks the user to contact technical support by e-mail', async () => {
    stubFetch({ status: 500, body: { statusCode: 500, message: 'An unexpected error occurred' } });
    renderWithProviders(<ResetPasswordPage />, {
      url: '/reset-password?tenantId=acme&username=jane',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occured resetting your password. Please contact technical support: support@example.com',
    );
    expect(screen.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  });
});
