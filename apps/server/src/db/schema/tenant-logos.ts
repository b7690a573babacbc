import { customType, foreignKey, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, tenantId } from './columns.ts';
import { tenants } from './tenants.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A company's logo (e-mails, PDFs, Account Information): its bytes, type and content hash. */
export const tenantLogos = pgTable(
  'tenant_logos',
  {
    tenantId: tenantId().primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the bytes, hex: the ETag and the `v` of the logo's URL. */
    sha256: text('sha256').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.tenantId] }).onDelete('cascade'),
  ],
);
