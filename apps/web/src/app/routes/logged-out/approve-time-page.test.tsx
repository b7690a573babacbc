import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ApproveTimePage from './approve-time-page.tsx';
import { sampleApprovalView } from '@/test/approval-fixtures.ts';
import { renderWithProviders, pageConfig, stubFetch } from '@/test/render.tsx';

describe('approve-time redirect', () => {
  it('goes to the approval portal with the token when ApproveTimePortalRedirect is on', async () => {
    renderWithProviders(<ApproveTimePage />, { url: '/approve-time?token=abc.def' });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/portal/approve?token=abc.def'),
    );
    expect(document.title).toBe('Redirecting... | Tallysheet');
  });

  it('shows the approval portal itself, keeping the address, when the flag is off', async () => {
    const fetch = stubFetch({ status: 200, body: sampleApprovalView() });
    const config = {
      ...pageConfig,
      featureFlags: { ...pageConfig.featureFlags, ApproveTimePortalRedirect: false },
    };
    renderWithProviders(<ApproveTimePage />, { url: '/approve-time?token=abc', config });
    expect(await screen.findByRole('heading', { name: 'Approve time', level: 1 })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Monday, Mar 09, 2026' })).toBeVisible();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/ts/approval/abc');
    expect(screen.getByTestId('location')).toHaveTextContent('/approve-time?token=abc');
    expect(document.title).toBe('Approve Time | Tallysheet');
  });
});
