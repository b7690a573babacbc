import type { QueryClient } from '@tanstack/react-query';

/** An association write shows in both editors and in the project and contact lists. */
export const invalidateDirectory = (queryClient: QueryClient) =>
  Promise.all(
    ['associations', 'projects', 'contacts'].map((domain) =>
      queryClient.invalidateQueries({ queryKey: [domain] }),
    ),
  );
