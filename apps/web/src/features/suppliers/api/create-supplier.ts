import type { CreateSupplier, CreatedSupplier } from '@tallysheet/contract/directory/suppliers';
import { createMutationHook } from '@/entities/directory/create-call.ts';

export type { CreateSupplier };

/** POST /suppliers/suppliers: the supplier and its new contacts in one call (D§7.2). */
export const useCreateSupplier = createMutationHook<CreateSupplier, CreatedSupplier>(
  'suppliers',
  '/suppliers',
  ['suppliers'],
);
