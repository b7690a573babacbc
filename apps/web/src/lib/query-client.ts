import { QueryClient } from '@tanstack/react-query';
import { attachSessionCache } from './auth/session.ts';
import { retryDelay, retryQuery } from './read-retries.ts';

export { QUERY_RETRIES, retryDelay, retryQuery } from './read-retries.ts';

/** Data fetching as A§9 says: no refetch on focus, 3 retries, no cache retention, no structural sharing. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: retryQuery,
      retryDelay: (failureCount) => retryDelay(failureCount),
      gcTime: 0,
      structuralSharing: false,
    },
  },
});

// Sign-out empties the cache and a refused call reads its gate again (session.ts).
attachSessionCache({
  clear: () => queryClient.clear(),
  refresh: (queryKey) => void queryClient.invalidateQueries({ queryKey }),
});
