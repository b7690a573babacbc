import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export async function findProfileRow(tx: Tx, params: { tenantId: string; userId: string }) {
  const [row] = await tx
    .select({
      userId: users.userId,
      displayName: users.displayName,
      email: users.email,
      role: users.role,
      isArchived: users.isArchived,
      startDate: users.startDate,
      endDate: users.endDate,
      timezone: users.timezone,
    })
    .from(users)
    .where(and(eq(users.tenantId, params.tenantId), eq(users.userId, params.userId)))
    .limit(1);
  return row;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

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
