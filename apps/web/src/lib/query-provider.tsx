import { useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';

/**
 * The app's query cache for the screens below, unless one is given already (a test's). The
 * signed-in app and the link-opened pages hold it; the sign-in page reads no query and loads no
 * query library (its JS is held to 180 KB gzip, scripts/bundle-budget.mjs).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  if (useContext(QueryClientContext)) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
