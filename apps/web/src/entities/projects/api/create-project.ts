import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreatedProjectSchema,
  CreateProjectSchema,
} from '@tallysheet/contract/directory/directory';
import { call } from '@/lib/api-client.ts';
import { useKeyedMutation } from '@/lib/idempotency.ts';
import { invalidateDirectory, PARTY_WRITE } from '@/entities/directory/invalidate-directory.ts';

export type CreateProject = z.output<typeof CreateProjectSchema>;
export type CreatedProject = z.infer<typeof CreatedProjectSchema>;

/** POST /crm/ps/projects: the project with its tasks and associations in one call (D§7.1). */
export async function createProject(
  body: CreateProject,
  idempotencyKey?: string,
): Promise<CreatedProject> {
  const { data } = await call<CreatedProject>({
    area: 'crm/ps',
    path: '/projects',
    method: 'POST',
    body,
    idempotencyKey,
  });
  return data;
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useKeyedMutation({
    mutationFn: createProject,
    onSuccess: () => invalidateDirectory(queryClient, PARTY_WRITE),
  });
}
