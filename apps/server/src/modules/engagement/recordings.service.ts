import {
  parseRecordingId,
  RECORDING_FULL,
  RECORDING_MESSAGES,
  RECORDING_OFF,
  recordingPath,
  type Recording,
  type RecordingCreated,
  type RecordingEvent,
} from '@tallysheet/contract/engagement/recordings';
import { isBillingAdministrator } from '@tallysheet/contract/roles/roles';
import type { Tx } from '../../db/client.ts';
import type { ServiceCall, ServiceDeps } from '../../lib/deps.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { startRepeating } from '../../lib/repeating.ts';
import {
  appendEvents,
  deleteRecordingsBefore,
  findRecording,
  insertRecording,
  lockTenantRecordings,
  ownRecordingSize,
  tenantRecords,
  tenantRecordingSize,
  type RecordingSize,
} from './recordings.repository.ts';

const DAY_MS = 86_400_000;

/** 403 RECORDING_OFF unless the deployment runs the recorder and the tenant lets it. */
async function requireRecorder(deps: ServiceDeps, tx: Tx, tenantId: string) {
  if (deps.config.SESSION_RECORDING !== 'on' || !(await tenantRecords(tx, { tenantId })))
    throw forbidden(RECORDING_MESSAGES.off, RECORDING_OFF);
}

const notFoundRecording = () => notFound(RECORDING_MESSAGES.notFound);

const sizeOf = (events: RecordingEvent[]): RecordingSize => ({
  events: events.length,
  bytes: Buffer.byteLength(JSON.stringify(events)),
});
const over = (held: RecordingSize, added: RecordingSize, limit: RecordingSize) =>
  held.events + added.events > limit.events || held.bytes + added.bytes > limit.bytes;

/**
 * Issue 26: a recording, and a tenant's recordings together, hold at most the configured events
 * and bytes; past either, a 413 RECORDING_FULL naming the limit. The tenant's totals are locked
 * first, so concurrent appends cannot pass the tenant's limit together.
 */
async function requireRoom(
  deps: ServiceDeps,
  tx: Tx,
  tenantId: string,
  recording: RecordingSize,
  added: RecordingSize,
) {
  const { config } = deps;
  const perRecording = { events: config.RECORDING_MAX_EVENTS, bytes: config.RECORDING_MAX_BYTES };
  if (over(recording, added, perRecording))
    throw new HttpError(413, RECORDING_MESSAGES.recordingFull(perRecording), {
      code: RECORDING_FULL,
    });
  await lockTenantRecordings(tx, { tenantId });
  const perTenant = {
    events: config.RECORDING_TENANT_MAX_EVENTS,
    bytes: config.RECORDING_TENANT_MAX_BYTES,
  };
  if (over(await tenantRecordingSize(tx, { tenantId }), added, perTenant))
    throw new HttpError(413, RECORDING_MESSAGES.tenantFull(perTenant), { code: RECORDING_FULL });
}

/** Starts the caller's recording (A§4: at sign-in); its id and replay URL. */
export async function startRecording({
  deps,
  caller,
  events,
}: ServiceCall & { events: RecordingEvent[] }): Promise<RecordingCreated> {
  const { tenantId, userId } = caller;
  const uuid = await deps.db.withTenant(tenantId, async (tx) => {
    await requireRecorder(deps, tx, tenantId);
    const size = sizeOf(events);
    await requireRoom(deps, tx, tenantId, { events: 0, bytes: 0 }, size);
    return insertRecording(tx, { tenantId, userId, events, size, createdAt: deps.clock.now() });
  });
  const recordingId = `${tenantId}.${uuid}`;
  return { recordingId, url: `${deps.config.APP_URL}${recordingPath(recordingId)}` };
}

/** Adds the buffered events to the caller's own recording; another's is a 404. */
export async function appendRecording({
  deps,
  caller,
  recordingId,
  events,
}: ServiceCall & { recordingId: string; events: RecordingEvent[] }): Promise<void> {
  const parsed = parseRecordingId(recordingId);
  await deps.db.withTenant(caller.tenantId, async (tx) => {
    if (parsed?.tenantId !== caller.tenantId) throw notFoundRecording();
    await requireRecorder(deps, tx, caller.tenantId);
    const key = { tenantId: caller.tenantId, recordingId: parsed.uuid, userId: caller.userId };
    const held = await ownRecordingSize(tx, key);
    if (!held) throw notFoundRecording();
    const size = sizeOf(events);
    await requireRoom(deps, tx, caller.tenantId, held, size);
    if (!(await appendEvents(tx, { ...key, events, size }))) throw notFoundRecording();
  });
}

/**
 * A recording for replay: super users of the internal tenant read any tenant's, a Billing
 * Administrator their own tenant's; everyone else gets a 404, as for a recording that is not there.
 */
export async function getRecording({
  deps,
  caller,
  recordingId,
}: ServiceCall & { recordingId: string }): Promise<Recording> {
  const parsed = parseRecordingId(recordingId);
  // The caller's own tenant first: the credential check there fills in tenantInternal.
  const ownTenant = await deps.db.withTenant(caller.tenantId, async (tx) =>
    parsed?.tenantId === caller.tenantId
      ? findRecording(tx, { tenantId: caller.tenantId, recordingId: parsed.uuid })
      : undefined,
  );
  const internalSuperUser = caller.role === 'SuperUser' && caller.tenantInternal;
  let row = isBillingAdministrator(caller.role) ? ownTenant : undefined;
  if (!row && internalSuperUser && parsed && parsed.tenantId !== caller.tenantId)
    row = await deps.db.withTenant(parsed.tenantId, (tx) =>
      findRecording(tx, { tenantId: parsed.tenantId, recordingId: parsed.uuid }),
    );
  if (!row) throw notFoundRecording();
  return {
    recordingId,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    events: row.events as RecordingEvent[],
  };
}

/** Deletes recordings past RECORDING_RETENTION_DAYS, in every tenant; how many went. */
export function runRecordingRetention(deps: ServiceDeps): Promise<number> {
  const before = new Date(
    deps.clock.now().getTime() - deps.config.RECORDING_RETENTION_DAYS * DAY_MS,
  );
  return deps.db.withSystem('recording retention', (tx) => deleteRecordingsBefore(tx, { before }));
}

/**
 * Runs the retention now and every `everyMs`; stop() waits for a run in progress. Several
 * instances may run it at once: deleting by age twice is harmless, so it takes no lock.
 */
export function startRecordingRetention(deps: ServiceDeps, everyMs: number) {
  return startRepeating({
    everyMs,
    run: () =>
      runRecordingRetention(deps).then(
        (deleted) => deleted && deps.log.info({ deleted }, 'recording retention: deleted'),
      ),
    onError: (error) => deps.log.error({ err: error }, 'recording retention failed'),
  });
}
