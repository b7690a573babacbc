import type { CreateProject, CreatedProject } from '@tallysheet/contract/directory/directory';
import { createMutationHook } from '@/entities/directory/create-call.ts';
import { PARTY_WRITE } from '@/entities/directory/invalidate-directory.ts';

export type { CreateProject };

/** POST /crm/ps/projects: the project with its tasks and associations in one call (D§7.1). */
export const useCreateProject = createMutationHook<CreateProject, CreatedProject>(
  'crm/ps',
  '/projects',
  PARTY_WRITE,
);
