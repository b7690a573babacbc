import type { z } from 'zod';
import type {
  CreatedSupplierSchema,
  CreateSupplierSchema,
} from '@tallysheet/contract/directory/suppliers';
import { postCreate, useCreateMutation } from '@/entities/directory/create-call.ts';

export type CreateSupplier = z.output<typeof CreateSupplierSchema>;
export type CreatedSupplier = z.infer<typeof CreatedSupplierSchema>;

/** POST /suppliers/suppliers: the supplier and its new contacts in one call (D§7.2). */
export const createSupplier = postCreate<CreateSupplier, CreatedSupplier>(
  'suppliers',
  '/suppliers',
);

export const useCreateSupplier = () =>
  useCreateMutation(createSupplier, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: ['suppliers'] }),
  );
