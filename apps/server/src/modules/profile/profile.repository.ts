import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export async function updateProfileRow(
  tx: Tx,
  params: {
    tenantId: string;
    userId: string;
    values: { displayName?: string; email?: string; timezone?: string | null };
  },
) {
  await tx
    .update(users)
    .set({ ...params.values, updatedAt: new Date() })
    .where(and(eq(users.tenantId, params.tenantId), eq(users.userId, params.userId)));
}
