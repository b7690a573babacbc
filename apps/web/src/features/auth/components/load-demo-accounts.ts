import { preloadable } from '@/lib/preloadable.ts';

/**
 * The local stage's demo-account helper (A§6), loaded once: main.tsx starts it beside the login
 * page when the client config lists demo accounts, so the page's first paint already has it and
 * nothing shifts when it arrives.
 */
export const loadDemoAccounts = preloadable(() => import('./demo-accounts.tsx'));
