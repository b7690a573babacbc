import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import {
  invalidateDirectory,
  ASSOCIATION_WRITE,
} from '@/entities/directory/invalidate-directory.ts';

/** DELETE /crm/ps/associations with body {projectId, contactId}. */
export async function deleteAssociation(body: {
  projectId: string;
  contactId: string;
}): Promise<void> {
  await call({ area: 'crm/ps', path: '/associations', method: 'DELETE', body });
}

export function useDeleteAssociation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssociation,
    onSuccess: () => invalidateDirectory(queryClient, ASSOCIATION_WRITE),
  });
}
