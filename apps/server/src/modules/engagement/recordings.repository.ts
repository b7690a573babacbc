import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { recordings, tenants } from '../../db/schema/index.ts';

type Key = { tenantId: string; recordingId: string };
const byKey = (key: Key) =>
  and(eq(recordings.tenantId, key.tenantId), eq(recordings.recordingId, key.recordingId));

/** Whether the tenant lets the recorder run (Account Information, default on). */
export async function tenantRecords(tx: Tx, params: { tenantId: string }): Promise<boolean> {
  const [row] = await tx
    .select({ on: tenants.sessionRecording })
    .from(tenants)
    .where(eq(tenants.tenantId, params.tenantId))
    .limit(1);
  return Boolean(row?.on);
}

export async function insertRecording(
  tx: Tx,
  params: { tenantId: string; userId: string; events: Record<string, unknown>[]; createdAt: Date },
) {
  const [row] = await tx
    .insert(recordings)
    .values(params)
    .returning({ recordingId: recordings.recordingId });
  return row!.recordingId;
}

/** Appends events to the caller's own recording; false when it is not theirs or not there. */
export async function appendEvents(
  tx: Tx,
  params: Key & { userId: string; events: Record<string, unknown>[] },
) {
  const rows = await tx
    .update(recordings)
    .set({ events: sql`${recordings.events} || ${JSON.stringify(params.events)}::jsonb` })
    .where(and(byKey(params), eq(recordings.userId, params.userId)))
    .returning({ recordingId: recordings.recordingId });
  return rows.length === 1;
}

export async function findRecording(tx: Tx, key: Key) {
  const [row] = await tx
    .select({
      recordingId: recordings.recordingId,
      userId: recordings.userId,
      createdAt: recordings.createdAt,
      events: recordings.events,
    })
    .from(recordings)
    .where(byKey(key))
    .limit(1);
  return row;
}

/** Deletes every tenant's recordings made before `before`; how many went. */
export async function deleteRecordingsBefore(tx: Tx, params: { before: Date }) {
  const rows = await tx
    .delete(recordings)
    .where(lt(recordings.createdAt, params.before))
    .returning({ recordingId: recordings.recordingId });
  return rows.length;
}
