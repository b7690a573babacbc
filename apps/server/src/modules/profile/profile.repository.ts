import { ofUser } from '../../db/joins.ts';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export async function updateProfileRow(
  tx: Tx,
  params: {
    tenantId: string;
    userId: string;
    values: { displayName?: string; email?: string; timezone?: string | null };
    at: Date;
  },
) {
  await tx
    .update(users)
    .set({ ...params.values, updatedAt: params.at })
    .where(ofUser(users, params));
}
