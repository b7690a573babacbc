import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { invalidateDirectory, PARTY_WRITE } from '@/entities/directory/invalidate-directory.ts';
import type { UpdateProject } from '@tallysheet/contract/directory/directory';

export type { UpdateProject };

/** PUT /crm/ps/projects/{id}: {isArchived}, or name, description, endCustomer. */
export async function updateProject({
  projectId,
  body,
}: {
  projectId: string;
  body: UpdateProject;
}): Promise<void> {
  await call({
    area: 'crm/ps',
    path: `/projects/${encodeURIComponent(projectId)}`,
    method: 'PUT',
    body,
  });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: () => invalidateDirectory(queryClient, PARTY_WRITE),
  });
}
