import { preloadable } from '@/lib/preloadable.ts';

/** The login page's chunk, loaded once: main.tsx may start it early, the routes render it. */
export const loadLoginPage = preloadable(() => import('./login-page.tsx'));
