import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreatedClientSchema,
  CreateClientSchema,
} from '@tallysheet/contract/directory/directory';
import { call } from '@/lib/api-client.ts';
import { useKeyedMutation } from '@/lib/idempotency.ts';
import { CLIENT_WRITE, invalidateDirectory } from '@/entities/directory/invalidate-directory.ts';

export type CreateClient = z.output<typeof CreateClientSchema>;
export type CreatedClient = z.infer<typeof CreatedClientSchema>;

/** POST /crm/ps/clients: the client and its staged projects, contacts, tasks and associations. */
export async function createClient(
  body: CreateClient,
  idempotencyKey?: string,
): Promise<CreatedClient> {
  const { data } = await call<CreatedClient>({
    area: 'crm/ps',
    path: '/clients',
    method: 'POST',
    body,
    idempotencyKey,
  });
  return data;
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useKeyedMutation({
    mutationFn: createClient,
    onSuccess: () => invalidateDirectory(queryClient, CLIENT_WRITE),
  });
}
