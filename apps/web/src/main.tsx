// Inter, self-hosted (UX.md §2): its weight axis only, upright; the browser fetches only the
// character subsets a page uses (latin here).
import '@fontsource-variable/inter/wght.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadDemoAccounts, loadLoggedOutRoutes, loadLoginPage } from './app/sign-in-chunks.ts';
import { publicPaths } from './config/public-paths.ts';
import { hasSessionHint } from './lib/auth/session.ts';
import { clientConfig, loadClientConfig } from './lib/bootstrap/client-config-store.ts';
import { persistChanges, rehydrate } from './lib/persisted-state.ts';

/** How long the first render waits for the sign-in page's config and chunks (issue 11). */
const SIGN_IN_WAIT_MS = 1000;

// Every page starts with the client config: asked for now, beside the persisted state's restore.
const config = loadClientConfig();
/** The demo-account helper, when the config lists demo accounts (the local stage only). */
const demoAccountsChunk = () =>
  config.then(() =>
    clientConfig.get().data?.demoAccounts.length ? loadDemoAccounts() : undefined,
  );

// A signed-out visit to the sign-in page fetches the page's chunks beside the config, and the
// first render waits for them (for at most SIGN_IN_WAIT_MS), so that the first paint is the
// page rather than a loading screen that flashes and the chain of lazy loads behind it.
const signInReady =
  window.location.pathname === publicPaths.login && !hasSessionHint()
    ? Promise.race([
        Promise.all([demoAccountsChunk(), loadLoggedOutRoutes(), loadLoginPage()]).catch(
          () => undefined,
        ),
        new Promise((resolve) => setTimeout(resolve, SIGN_IN_WAIT_MS)),
      ])
    : undefined;

// The persisted areas are restored (or given up after 5000 ms) before the first render.
void Promise.all([rehydrate(), signInReady]).then(() => {
  persistChanges();
  const root = createRoot(document.getElementById('root')!);
  // A transition: the render is done in slices that give the main thread back every few
  // milliseconds, and a lazy chunk that is already loaded shows no fallback.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
