import { z } from 'zod';
import { EmailSchema } from '../identity/email.ts';
import { ArchiveSchema, LifecycleSchema, listQuerySchema } from '../common/lists.ts';

export const SUPPLIER_MESSAGES = {
  supplierName: 'A supplier name is required',
  supplier: 'Select a supplier',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => value ?? '');
const supplierName = z
  .string({ error: SUPPLIER_MESSAGES.supplierName })
  .trim()
  .min(1, { error: SUPPLIER_MESSAGES.supplierName, abort: true })
  .max(200, 'At most 200 characters');
/** Supplier contact names are not required in the form (D§5). */
const contactName = z
  .string()
  .trim()
  .max(200, 'At most 200 characters')
  .nullish()
  .transform((value) => value ?? '');

export const SupplierSchema = LifecycleSchema.extend({
  id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type Supplier = z.infer<typeof SupplierSchema>;

export const SupplierContactSchema = LifecycleSchema.extend({
  id: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  name: z.string(),
  description: z.string(),
  email: z.string(),
});
export type SupplierContact = z.infer<typeof SupplierContactSchema>;

export const SUPPLIER_SORT = ['name', 'description', 'createdAt', 'updatedAt'] as const;
export const SUPPLIER_CONTACT_SORT = [
  'name',
  'description',
  'email',
  'contactName',
  'contactDescription',
  'contactEmail',
  'createdAt',
  'updatedAt',
] as const;

export const SupplierListQuerySchema = listQuerySchema(SUPPLIER_SORT);
export const SupplierContactListQuerySchema = listQuerySchema(SUPPLIER_CONTACT_SORT).extend({
  supplierId: z.string().max(100).optional(),
});
export type SupplierListQuery = z.infer<typeof SupplierListQuerySchema>;
export type SupplierContactListQuery = z.infer<typeof SupplierContactListQuerySchema>;
export const SupplierListSchema = z.object({
  suppliers: z.array(SupplierSchema),
  count: z.number().int(),
});
export type SupplierList = z.infer<typeof SupplierListSchema>;
export const SupplierContactListSchema = z.object({
  contacts: z.array(SupplierContactSchema),
  count: z.number().int(),
});
export type SupplierContactList = z.infer<typeof SupplierContactListSchema>;

export const NewSupplierContactSchema = z.object({
  name: contactName,
  description: optionalText(2000),
  email: EmailSchema,
});
export const CreateSupplierSchema = z.object({
  name: supplierName,
  description: optionalText(2000),
  contacts: z.array(NewSupplierContactSchema).max(200).default([]),
});
export type CreateSupplier = z.infer<typeof CreateSupplierSchema>;
export const UpdateSupplierSchema = z.union([
  ArchiveSchema,
  z.object({ name: supplierName, description: optionalText(2000) }),
]);
export type UpdateSupplier = z.infer<typeof UpdateSupplierSchema>;
export const CreateSupplierContactSchema = NewSupplierContactSchema.extend({
  supplierId: z
    .string({ error: SUPPLIER_MESSAGES.supplier })
    .trim()
    .min(1, { error: SUPPLIER_MESSAGES.supplier, abort: true })
    .max(100),
});
export type CreateSupplierContact = z.infer<typeof CreateSupplierContactSchema>;
export const UpdateSupplierContactSchema = z.union([
  ArchiveSchema,
  z.object({ name: contactName, description: optionalText(2000), email: EmailSchema }),
]);
export type UpdateSupplierContact = z.infer<typeof UpdateSupplierContactSchema>;
export const CreatedSupplierSchema = z.object({ supplierId: z.string() });
export type CreatedSupplier = z.infer<typeof CreatedSupplierSchema>;
export const CreatedSupplierContactSchema = z.object({ supplierContactId: z.string() });
export type CreatedSupplierContact = z.infer<typeof CreatedSupplierContactSchema>;
