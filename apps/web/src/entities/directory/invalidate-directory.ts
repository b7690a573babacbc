import type { QueryClient } from '@tanstack/react-query';

export type DirectoryDomain =
  'clients' | 'projects' | 'contacts' | 'tasks' | 'associations' | 'suppliers';

/** Refreshes every query of these domains: directory query keys start with their domain. */
export const invalidateDirectory = (
  queryClient: QueryClient,
  domains: readonly DirectoryDomain[],
) => Promise.all(domains.map((domain) => queryClient.invalidateQueries({ queryKey: [domain] })));

/** A client write shows in every list of its children: their rows carry the client's name. */
export const CLIENT_WRITE = ['clients', 'projects', 'contacts', 'tasks'] as const;
/** A project or contact write shows in the project, task and contact lists (rows carry associations). */
export const PARTY_WRITE = ['projects', 'tasks', 'contacts', 'associations'] as const;
/** An association write shows in both editors and in the project and contact lists. */
export const ASSOCIATION_WRITE = ['associations', 'projects', 'contacts'] as const;
