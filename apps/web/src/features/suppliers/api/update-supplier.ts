import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UpdateSupplierSchema } from '@tallysheet/contract/directory/suppliers';
import { call } from '@/lib/api-client.ts';

export type UpdateSupplier = z.output<typeof UpdateSupplierSchema>;

/** PUT /suppliers/suppliers/{supplierId}: {isArchived} archives or unarchives, else the fields. */
export async function updateSupplier({
  supplierId,
  body,
}: {
  supplierId: string;
  body: UpdateSupplier;
}): Promise<void> {
  await call({
    area: 'suppliers',
    path: `/suppliers/${encodeURIComponent(supplierId)}`,
    method: 'PUT',
    body,
  });
}

export function useUpdateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['suppliers'] }),
  });
}
