import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import type { UpdateSupplier } from '@tallysheet/contract/directory/suppliers';

export type { UpdateSupplier };

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
