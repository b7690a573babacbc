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

/** What a recording or a tenant's recordings hold: events and bytes (JSON as sent). */
export type RecordingSize = { events: number; bytes: number };

/**
 * Holds the tenant's recordings' totals still until the transaction ends (a transaction-scoped
 * advisory lock): concurrent appends of one tenant are checked against its limits one by one.
 */
export async function lockTenantRecordings(tx: Tx, params: { tenantId: string }) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`recordings:${params.tenantId}`}))`);
}

/** Events and bytes over all the tenant's recordings still kept. */
export async function tenantRecordingSize(
  tx: Tx,
  params: { tenantId: string },
): Promise<RecordingSize> {
  const [row] = await tx
    .select({
      events: sql<string>`coalesce(sum(${recordings.eventCount}), 0)`,
      bytes: sql<string>`coalesce(sum(${recordings.byteSize}), 0)`,
    })
    .from(recordings)
    .where(eq(recordings.tenantId, params.tenantId));
  return { events: Number(row?.events ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** The size of the caller's own recording; undefined when it is not theirs or not there. */
export async function ownRecordingSize(
  tx: Tx,
  params: Key & { userId: string },
): Promise<RecordingSize | undefined> {
  const [row] = await tx
    .select({ events: recordings.eventCount, bytes: recordings.byteSize })
    .from(recordings)
    .where(and(byKey(params), eq(recordings.userId, params.userId)))
    .limit(1);
  return row;
}

export async function insertRecording(
  tx: Tx,
  params: {
    tenantId: string;
    userId: string;
    events: Record<string, unknown>[];
    size: RecordingSize;
    createdAt: Date;
  },
) {
  const { size, ...values } = params;
  const [row] = await tx
    .insert(recordings)
    .values({ ...values, eventCount: size.events, byteSize: size.bytes })
    .returning({ recordingId: recordings.recordingId });
  return row!.recordingId;
}

/** Appends events to the caller's own recording; false when it is not theirs or not there. */
export async function appendEvents(
  tx: Tx,
  params: Key & { userId: string; events: Record<string, unknown>[]; size: RecordingSize },
) {
  const rows = await tx
    .update(recordings)
    .set({
      events: sql`${recordings.events} || ${JSON.stringify(params.events)}::jsonb`,
      eventCount: sql`${recordings.eventCount} + ${params.size.events}`,
      byteSize: sql`${recordings.byteSize} + ${params.size.bytes}`,
    })
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
