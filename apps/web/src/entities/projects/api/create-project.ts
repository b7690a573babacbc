import type { z } from 'zod';
import type {
  CreatedProjectSchema,
  CreateProjectSchema,
} from '@tallysheet/contract/directory/directory';
import { postCreate, useCreateMutation } from '@/entities/directory/create-call.ts';
import { invalidateDirectory, PARTY_WRITE } from '@/entities/directory/invalidate-directory.ts';

export type CreateProject = z.output<typeof CreateProjectSchema>;
export type CreatedProject = z.infer<typeof CreatedProjectSchema>;

/** POST /crm/ps/projects: the project with its tasks and associations in one call (D§7.1). */
export const createProject = postCreate<CreateProject, CreatedProject>('crm/ps', '/projects');

export const useCreateProject = () =>
  useCreateMutation(createProject, (queryClient) => invalidateDirectory(queryClient, PARTY_WRITE));
