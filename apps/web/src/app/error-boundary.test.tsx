import { lazy, type ComponentType } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths.ts';
import { sampleConfig, sampleProfile, sampleTenant } from '@/test/fixtures.ts';
import { renderWithProviders, sentBody, stubFetch } from '@/test/render.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import LoggedOutRoutes, { LOGGED_OUT_PAGES } from './logged-out-routes.tsx';
import PortalRoutes, { PORTAL_PAGES } from './portal-routes.tsx';
import { appRoutes, type AppRoute } from './route-table.ts';
import { SIGNED_IN_PAGES, SignedInRoutes } from './signed-in-routes.tsx';

const config = sampleConfig();
const TITLE = 'Tallysheet is experiencing technical difficulties';

function Throws(): never {
  throw new Error('the page broke');
}

/** Every signed-in page replaced by one that throws while rendering. */
const throwingPages = () =>
  Object.fromEntries(Object.keys(SIGNED_IN_PAGES).map((key) => [key, Throws])) as Record<
    AppRoute['screen'],
    typeof Throws
  >;

// A user who may open every signed-in route: a super user of an internal tenant, every flag on.
const everything = {
  profile: sampleProfile('SuperUser'),
  tenant: sampleTenant({ internal: true }),
  flags: {
    ...config.featureFlags,
    GenerateApiKeys: true,
    Reporting: true,
  },
};

let fetch: ReturnType<typeof stubFetch>;
beforeEach(() => {
  // React reports each caught error on the console: expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  fetch = stubFetch({ status: 204 }, { status: 204 }, { status: 204 });
});
afterEach(() => vi.restoreAllMocks());

/** The technical-difficulties page with its actions and the deployment's support address. */
async function seesTechnicalDifficulties() {
  expect(await screen.findByRole('heading', { name: TITLE, level: 1 })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Contact Technical Support' }).getAttribute('href')).toBe(
    'mailto:support@example.com',
  );
}

/** The failure went to the server's log: one report of the page's path. */
async function reported(page: string, kind = 'render') {
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  expect(fetch.mock.calls[0]![0]).toBe('/api/util/client-error');
  expect(sentBody(fetch, 0)).toMatchObject({ kind, page, appVersion: '3.2.0' });
  expect(sentBody(fetch, 0).message).toContain(
    kind === 'render' ? 'the page broke' : 'dynamically imported module',
  );
}

const signedInPaths = [
  ...appRoutes.map((route) => route.path),
  paths.home,
  paths.mailbox,
  paths.approveTime,
];

describe('every route has an error boundary', () => {
  it.each(signedInPaths)('the signed-in route %s shows technical difficulties', async (path) => {
    const pages = throwingPages();
    renderWithProviders(<SignedInRoutes pages={pages} />, {
      url: path,
      route: '*',
      config,
      signedIn: everything,
    });
    await seesTechnicalDifficulties();
    // Inside the shell: the failed page leaves the app's main landmark to the shell.
    expect(screen.queryByRole('main')).toBeNull();
    await reported(path === paths.home ? paths.dashboard : path);
  });

  it.each(LOGGED_OUT_PAGES.map(({ path }) => path))(
    'the logged-out route %s shows technical difficulties, without Logout',
    async (path) => {
      const pages = LOGGED_OUT_PAGES.map((page) => ({ ...page, Page: Throws }));
      renderWithProviders(<LoggedOutRoutes pages={pages} />, { url: path, route: '*', config });
      await seesTechnicalDifficulties();
      expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
      await reported(path);
    },
  );

  it.each(PORTAL_PAGES.map(({ path }) => path))(
    'the portal route %s shows technical difficulties',
    async (path) => {
      const pages = PORTAL_PAGES.map((page) => ({ ...page, Page: Throws }));
      renderWithProviders(<PortalRoutes pages={pages} />, { url: path, route: '*', config });
      await seesTechnicalDifficulties();
      // The path as the browser reads it: an optional segment's "?" starts the query string.
      await reported(new URL(path, 'http://localhost').pathname);
    },
  );
});

describe('the error boundary', () => {
  it('a page whose code does not load (a deploy replaced it) lands there too, reported as a chunk that did not load', async () => {
    const missing = lazy<ComponentType>(() =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: /assets/clients-1a2b.js'),
      ),
    );
    renderWithProviders(<SignedInRoutes pages={{ ...SIGNED_IN_PAGES, clients: missing }} />, {
      url: '/clients',
      route: '*',
      config,
      signedIn: everything,
    });
    await seesTechnicalDifficulties();
    await reported('/clients', 'chunk-load');
  });

  it('going to another page leaves the failure behind', async () => {
    const user = userEvent.setup();
    const Projects = () => <h1>Projects work</h1>;
    renderWithProviders(
      <>
        <SignedInRoutes pages={{ ...SIGNED_IN_PAGES, clients: Throws, projects: Projects }} />
        <Link to="/projects">Go to projects</Link>
      </>,
      { url: '/clients', route: '*', config, signedIn: everything },
    );
    await seesTechnicalDifficulties();
    await user.click(screen.getByRole('link', { name: 'Go to projects' }));
    expect(await screen.findByRole('heading', { name: 'Projects work' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: TITLE })).toBeNull();
  });

  it('before the client config loads, the support address comes from the page', async () => {
    const meta = document.createElement('meta');
    meta.name = 'support-email';
    meta.content = 'help@example.org';
    document.head.append(meta);
    try {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <ErrorBoundary page="/">
            <Throws />
          </ErrorBoundary>
        </QueryClientProvider>,
      );
      expect(
        (await screen.findByRole('link', { name: 'Contact Technical Support' })).getAttribute(
          'href',
        ),
      ).toBe('mailto:help@example.org');
    } finally {
      meta.remove();
    }
  });
});
