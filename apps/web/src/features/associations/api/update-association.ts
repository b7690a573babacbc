import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import type { CreateAssociation } from './create-association.ts';
import {
  invalidateDirectory,
  ASSOCIATION_WRITE,
} from '@/entities/directory/invalidate-directory.ts';

/** PUT /crm/ps/associations: only the contact type and notification level change (D§4). */
export async function updateAssociation(
  body: Omit<CreateAssociation, 'outstandingTimecardsAction'>,
): Promise<void> {
  await call({ area: 'crm/ps', path: '/associations', method: 'PUT', body });
}

export function useUpdateAssociation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssociation,
    onSuccess: () => invalidateDirectory(queryClient, ASSOCIATION_WRITE),
  });
}
