import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { invalidateDirectory, PARTY_WRITE } from '@/entities/directory/invalidate-directory.ts';

/** DELETE /crm/ps/projects/{id} (a soft delete). */
export async function deleteProject(projectId: string): Promise<void> {
  await call({
    area: 'crm/ps',
    path: `/projects/${encodeURIComponent(projectId)}`,
    method: 'DELETE',
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => invalidateDirectory(queryClient, PARTY_WRITE),
  });
}
