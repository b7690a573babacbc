import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { useKeyedMutation } from '@/lib/idempotency.ts';
import {
  invalidateDirectory,
  ASSOCIATION_WRITE,
} from '@/entities/directory/invalidate-directory.ts';
import { checkOutstanding } from '@/entities/associations/api/outstanding-timecards.ts';
import type { CreateAssociation } from '@tallysheet/contract/directory/directory';

export type { CreateAssociation };

/**
 * POST /crm/ps/associations: links a contact to a project of the same client. Throws
 * OutstandingTimecardsError when the project has timecards waiting (D§4).
 */
export async function createAssociation(
  body: CreateAssociation,
  idempotencyKey?: string,
): Promise<void> {
  checkOutstanding(
    await call({
      area: 'crm/ps',
      path: '/associations',
      method: 'POST',
      body,
      idempotencyKey,
      allow409: true,
    }),
  );
}

export function useCreateAssociation() {
  const queryClient = useQueryClient();
  return useKeyedMutation({
    mutationFn: createAssociation,
    onSuccess: () => invalidateDirectory(queryClient, ASSOCIATION_WRITE),
  });
}
