import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreatedSupplierContactSchema,
  CreateSupplierContactSchema,
} from '@tallysheet/contract/directory/suppliers';
import { call } from '@/lib/api-client.ts';
import { useKeyedMutation } from '@/lib/idempotency.ts';

export type CreateSupplierContact = z.output<typeof CreateSupplierContactSchema>;
export type CreatedSupplierContact = z.infer<typeof CreatedSupplierContactSchema>;

/** POST /suppliers/contacts (D§7.2). */
export async function createSupplierContact(
  body: CreateSupplierContact,
  idempotencyKey?: string,
): Promise<CreatedSupplierContact> {
  const { data } = await call<CreatedSupplierContact>({
    area: 'suppliers',
    path: '/contacts',
    method: 'POST',
    body,
    idempotencyKey,
  });
  return data;
}

export function useCreateSupplierContact() {
  const queryClient = useQueryClient();
  return useKeyedMutation({
    mutationFn: createSupplierContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['suppliers'] }),
  });
}
