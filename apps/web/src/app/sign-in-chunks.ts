import { preloadable } from '@/lib/preloadable.ts';

// The sign-in page's lazy chunks, each loaded once: main.tsx starts them on a signed-out visit
// to `/`, beside the client config, and the routes render them (issue 11).
export const loadLoggedOutRoutes = preloadable(() => import('./logged-out-routes.tsx'));
export { loadDemoAccounts } from '@/features/auth/components/load-demo-accounts.ts';
export { loadLoginPage } from './routes/logged-out/load-login-page.ts';
