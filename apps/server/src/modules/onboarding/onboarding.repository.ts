import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { onboardingStates } from '../../db/schema/index.ts';

export type OnboardingStateRow = typeof onboardingStates.$inferSelect;
type OnboardingValues = Omit<typeof onboardingStates.$inferInsert, 'tenantId' | 'updatedAt'>;

export async function findOnboardingState(
  tx: Tx,
  params: { tenantId: string },
): Promise<OnboardingStateRow | undefined> {
  const [row] = await tx
    .select()
    .from(onboardingStates)
    .where(eq(onboardingStates.tenantId, params.tenantId))
    .limit(1);
  return row;
}

export async function upsertOnboardingState(
  tx: Tx,
  params: { tenantId: string; values: OnboardingValues; at: Date },
): Promise<OnboardingStateRow> {
  const values = { ...params.values, updatedAt: params.at };
  const [row] = await tx
    .insert(onboardingStates)
    .values({ tenantId: params.tenantId, ...values })
    .onConflictDoUpdate({ target: onboardingStates.tenantId, set: values })
    .returning();
  return row!;
}
