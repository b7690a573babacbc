import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreatedSupplierSchema,
  CreateSupplierSchema,
} from '@tallysheet/contract/directory/suppliers';
import { call } from '@/lib/api-client.ts';
import { useKeyedMutation } from '@/lib/idempotency.ts';

export type CreateSupplier = z.output<typeof CreateSupplierSchema>;
export type CreatedSupplier = z.infer<typeof CreatedSupplierSchema>;

/** POST /suppliers/suppliers: the supplier and its new contacts in one call (D§7.2). */
export async function createSupplier(
  body: CreateSupplier,
  idempotencyKey?: string,
): Promise<CreatedSupplier> {
  const { data } = await call<CreatedSupplier>({
    area: 'suppliers',
    path: '/suppliers',
    method: 'POST',
    body,
    idempotencyKey,
  });
  return data;
}

export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useKeyedMutation({
    mutationFn: createSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['suppliers'] }),
  });
}
