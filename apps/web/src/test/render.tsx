import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { vi } from 'vitest';
import type { ClientConfig } from '@tallysheet/contract/util/util';
import { ClientConfigContext } from '../features/bootstrap/client-config.tsx';
import { theme } from '../app/theme.ts';
import { sampleConfig } from './fixtures.ts';

export const pageConfig = sampleConfig({
  commit: 'abc1234def',
  classicSiteUrl: 'https://classic.example.com',
  mailbox: true,
});

/** Shows where the router is, so a test can see a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders a page at `url` (matched by `route`) inside the app's providers. */
export function renderPage(
  page: ReactElement,
  {
    url,
    route = url.split('?')[0]!,
    config = pageConfig,
  }: { url: string; route?: string; config?: ClientConfig },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider>
          <ClientConfigContext.Provider value={config}>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path={route} element={page} />
                <Route path="*" element={null} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </ClientConfigContext.Provider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

type Reply = { status: number; body?: unknown } | Error;

/** Stubs fetch with one reply per call, in order; returns the mock to inspect the requests. */
export function stubFetch(...replies: Reply[]) {
  const mock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const reply = replies.shift();
    if (!reply) throw new Error('unexpected request');
    if (reply instanceof Error) throw reply;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The JSON body a stubbed fetch call sent. */
export const sentBody = (mock: ReturnType<typeof stubFetch>, index: number) =>
  JSON.parse(String(mock.mock.calls[index]?.[1]?.body));

/** A sign-in answer with an unsigned token the client can read. */
export function loginSuccess(tenantId = 'acme', username = 'jane') {
  const claims = {
    sub: `${tenantId}#${username}`,
    tenantId,
    username,
    role: 'assoc',
    email: `${username}@example.com`,
    name: 'Jane Doe',
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  const jwt = `e30.${btoa(JSON.stringify(claims))}.sig`;
  return {
    status: 200,
    body: {
      status: 'SUCCESS',
      jwt,
      expiresAt: claims.exp,
      sessionExpiresAt: claims.exp + 3600,
      refreshToken: 'refresh',
    },
  };
}
