import { and, desc, eq } from 'drizzle-orm';
import type { TimesheetEvent, TimesheetEventKind } from '@tallysheet/contract/timesheets/events';
import type { Tx } from '../../db/client.ts';
import { timesheetEvents } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

export interface TimesheetEventInput {
  tenantId: string;
  timesheetId: string;
  projectId?: string | null;
  kind: TimesheetEventKind;
  actorName?: string | null;
  recipients?: string[];
  detail?: Record<string, string>;
  at: Date;
}

/** Appends events to timesheets' histories, in the caller's transaction (one statement). */
export async function recordTimesheetEvents(tx: Tx, events: TimesheetEventInput[]) {
  if (events.length === 0) return;
  await tx.insert(timesheetEvents).values(
    events.map((event) => ({
      tenantId: event.tenantId,
      id: newId(),
      timesheetId: event.timesheetId,
      projectId: event.projectId ?? null,
      kind: event.kind,
      actorName: event.actorName ?? null,
      recipients: event.recipients ?? [],
      detail: event.detail ?? {},
      at: event.at,
    })),
  );
}

/** A timesheet's events, newest first. */
export async function listTimesheetEvents(
  tx: Tx,
  params: { tenantId: string; timesheetId: string },
): Promise<TimesheetEvent[]> {
  const rows = await tx
    .select()
    .from(timesheetEvents)
    .where(
      and(
        eq(timesheetEvents.tenantId, params.tenantId),
        eq(timesheetEvents.timesheetId, params.timesheetId),
      ),
    )
    .orderBy(desc(timesheetEvents.at), desc(timesheetEvents.id));
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind,
    projectId: row.projectId,
    actorName: row.actorName,
    recipients: row.recipients,
    detail: row.detail,
  }));
}
