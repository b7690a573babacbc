import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { fireEvent, render } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { SnackbarProvider } from 'notistack';
import { vi } from 'vitest';
import type { ClientConfig } from '@tallysheet/contract/util/util';
import { theme } from '@/app/theme.ts';
import { BootstrapContext, type Bootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import { ClientConfigContext } from '@/lib/bootstrap/client-config.tsx';
import { sampleConfig, sampleProfile, sampleTenant } from './fixtures.ts';

export const pageConfig = sampleConfig({
  commit: 'abc1234def',
  classicSiteUrl: 'https://classic.example.com',
  mailbox: true,
});

const instant = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0 };

/** The app's theme with instant transitions and no ripples: no test waits on an animation. */
const testTheme = createTheme(theme, {
  transitions: { duration: { ...instant, enteringScreen: 0, leavingScreen: 0 } },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});

/**
 * The components' styles go to a sheet outside the document. jsdom matches every rule in the
 * document on each getComputedStyle, and a role query calls it for every element it names: with
 * the styles in, that was most of a form test's time. Tests read roles, names and text, not looks.
 */
const styles = createCache({ key: 'test', container: document.createElement('div') });

/** Shows where the router is, so a test can see a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

const splitUrl = (url: string) => {
  const [pathname = '/', search = ''] = url.split('?');
  return { pathname, search: search && `?${search}` };
};

interface RenderOptions {
  /** Where the router starts. */
  url?: string;
  /** The history state of that first entry (what a navigation there brought). */
  state?: unknown;
  /** The route pattern the element is mounted on, the url's path unless given; other paths render nothing. */
  route?: string;
  config?: ClientConfig;
  /** Signed in: who, which tenant, which flags (an admin of Acme unless given). */
  signedIn?: Partial<Bootstrap> | boolean;
  /** Queries answered before rendering, never fetched (what the page under test does not read). */
  seed?: { queryKey: readonly unknown[]; data: unknown }[];
}

/**
 * Renders inside the app's providers: theme, a fresh query client without retries, toasts, the
 * client config, a router at `url` and, when `signedIn`, the start-up data.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    url = '/',
    state,
    route = url.split('?')[0],
    config = pageConfig,
    signedIn = false,
    seed = [],
  }: RenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  for (const { queryKey, data } of seed) {
    queryClient.setQueryDefaults(queryKey, { staleTime: Infinity });
    queryClient.setQueryData(queryKey, data);
  }
  const given = typeof signedIn === 'object' ? signedIn : {};
  const bootstrap: Bootstrap = {
    profile: given.profile ?? sampleProfile('admin'),
    tenant: given.tenant ?? sampleTenant(),
    flags: given.flags ?? config.featureFlags,
  };
  function Providers({ children }: { children: ReactNode }) {
    const page = (
      <MemoryRouter initialEntries={[state === undefined ? url : { ...splitUrl(url), state }]}>
        <Routes>
          <Route path={route} element={children} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    );
    return (
      <CacheProvider value={styles}>
        <ThemeProvider theme={testTheme}>
          <QueryClientProvider client={queryClient}>
            <SnackbarProvider>
              <ClientConfigContext.Provider value={config}>
                {signedIn ? (
                  <BootstrapContext.Provider value={bootstrap}>{page}</BootstrapContext.Provider>
                ) : (
                  page
                )}
              </ClientConfigContext.Provider>
            </SnackbarProvider>
          </QueryClientProvider>
        </ThemeProvider>
      </CacheProvider>
    );
  }
  // A wrapper, so that `rerender` keeps the providers.
  return { queryClient, ...render(ui, { wrapper: Providers }) };
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

/**
 * A window `width` px wide for media queries (jsdom has none): each `(min-width: …)` and
 * `(max-width: …)` of a query is checked against it.
 */
export function stubViewportWidth(width: number) {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, side, px]) =>
      side === 'min' ? width >= Number(px) : width <= Number(px),
    );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
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

/** The server's answer to a sign-in link's preview: whom the link signs in, where. */
export const signInLinkPreview = {
  status: 200,
  body: {
    tenantId: 'acme',
    username: 'jane',
    name: 'Jane Doe',
    email: 'j***@e***.com',
    companyName: 'Acme Consulting',
  },
};

/**
 * Puts a whole value in a field at once (clear, then one paste), as Playwright's fill does: for
 * fields whose keystrokes are not what the test checks. Typing key by key re-renders the form
 * once per key, the slowest thing these tests do.
 */
export async function fill(
  user: Pick<UserEvent, 'clear' | 'paste'>,
  field: HTMLElement,
  value: string,
) {
  // A date input takes no paste: set its value as the browser's date picker would.
  if (field instanceof HTMLInputElement && field.type === 'date') {
    fireEvent.change(field, { target: { value } });
    return;
  }
  await user.clear(field);
  if (value) await user.paste(value);
}
