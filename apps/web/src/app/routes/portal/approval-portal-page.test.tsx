import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installAuthInterceptor } from '@/lib/api-client.ts';
import { sampleApprovalView } from '@/test/approval-fixtures.ts';
import { pageConfig, renderWithProviders, stubFetch } from '@/test/render.tsx';
import ApprovalPortalPage from './approval-portal-page.tsx';

const URL = '/portal/approve?token=acme.s3cret%2Bkey';

// The approval page inside the app: the server sends its own page for these addresses
// (portal.html), and the app shows the same page when it navigates there itself.
describe('approval page in the app', () => {
  it("shows the page with the deployment's brand and the spec's tab title", async () => {
    const fetch = stubFetch({ status: 200, body: sampleApprovalView() });
    renderWithProviders(<ApprovalPortalPage />, {
      url: URL,
      config: { ...pageConfig, brandName: 'Timekeep' },
    });

    expect(await screen.findByRole('heading', { name: 'Approve time', level: 1 })).toBeVisible();
    expect(document.title).toBe('Approve Time | Timekeep');
    expect(screen.getByText('Timekeep')).toBeVisible();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/ts/approval/acme.s3cret%2Bkey');
  });

  it('explains an expired link plainly: no sign-in page, no sign-out', async () => {
    const onUnauthorized = vi.fn();
    installAuthInterceptor({
      token: () => 'signed-in-jwt',
      renew: vi.fn(async () => true),
      onUnauthorized,
      onForbidden: vi.fn(),
    });
    const fetch = stubFetch({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'This link has expired' },
    });
    renderWithProviders(<ApprovalPortalPage />, { url: URL });

    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeVisible();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty('authorization');
    expect(screen.getByTestId('location')).toHaveTextContent(URL);
  });
});
