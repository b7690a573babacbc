import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/auth/session.ts';
import { sampleApprovalView } from '@/test/approval-fixtures.ts';
import { sampleConfig } from '@/test/fixtures.ts';
import { StartUp } from './start-up.tsx';
import { theme } from './theme.ts';

afterEach(() => {
  document.cookie = 'tallysheet_session=; max-age=0; path=/';
});

describe('start-up', () => {
  it('opens the approval link without the app and without waiting for the session', async () => {
    // A session hint makes start-up restore the session; the refresh hangs until released.
    document.cookie = 'tallysheet_session=1; path=/';
    let releaseRefresh: (response: Response) => void = () => undefined;
    const fetch = vi.fn(async (url: string) => {
      if (url === '/api/util/client-config') return Response.json(sampleConfig());
      if (url === '/api/ts/approval/abc') return Response.json(sampleApprovalView());
      if (url === '/api/tokens/refresh')
        return new Promise<Response>((resolve) => (releaseRefresh = resolve));
      throw new Error(`unexpected request ${url}`);
    });
    vi.stubGlobal('fetch', fetch);
    session.set((state) => ({ ...state, status: 'restoring' }));

    render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/portal/approve?token=abc']}>
            <StartUp />
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Approve time', level: 1 })).toBeVisible();
    expect(session.get().status).toBe('restoring');
    expect(screen.queryByRole('navigation')).toBeNull();

    releaseRefresh(Response.json({ message: 'Unauthorized' }, { status: 401 }));
    await waitFor(() => expect(session.get().status).toBe('signedOut'));
    expect(screen.getByRole('heading', { name: 'Approve time', level: 1 })).toBeVisible();
  });
});
