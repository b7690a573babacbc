import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Data fetching as A§9 says: no refetch on focus, 3 retries, no cache retention, no structural sharing. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // Client errors will not change on retry; network and server errors may.
      retry: (failureCount, error) =>
        failureCount < 3 &&
        !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      gcTime: 0,
      structuralSharing: false,
    },
  },
});
