import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ApproveTimePage from './approve-time-page.tsx';
import { renderWithProviders, pageConfig } from '@/test/render.tsx';

afterEach(cleanup);

describe('approve-time redirect', () => {
  it('goes to the approval portal with the token when ApproveTimePortalRedirect is on', async () => {
    renderWithProviders(<ApproveTimePage />, { url: '/approve-time?token=abc.def' });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/portal/approve?token=abc.def'),
    );
    expect(document.title).toBe('Redirecting... | Tallysheet');
  });

  it('stays and explains when the flag is off', () => {
    const config = {
      ...pageConfig,
      featureFlags: { ...pageConfig.featureFlags, ApproveTimePortalRedirect: false },
    };
    renderWithProviders(<ApproveTimePage />, { url: '/approve-time?token=abc', config });
    expect(screen.getByRole('heading', { name: 'Redirecting...' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('approval portal');
    expect(screen.getByTestId('location')).toHaveTextContent('/approve-time?token=abc');
  });
});
