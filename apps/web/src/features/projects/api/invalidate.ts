import type { QueryClient } from '@tanstack/react-query';

/** A project write shows in the project, task and contact lists (rows carry associations). */
export const invalidateDirectory = (queryClient: QueryClient) =>
  Promise.all(
    ['projects', 'tasks', 'contacts', 'associations'].map((domain) =>
      queryClient.invalidateQueries({ queryKey: [domain] }),
    ),
  );
