import { z } from 'zod';

/** A§9: the session recorder keeps the last 1000 events. */
export const RECORDING_BUFFER_EVENTS = 1000;
/** 403 code: the deployment or the tenant has the recorder off. */
export const RECORDING_OFF = 'RECORDING_OFF';
/** 413 code: the recording or the tenant's recordings hold as much as they may. */
export const RECORDING_FULL = 'RECORDING_FULL';
const size = (bytes: number) =>
  bytes % 1024 ** 2 === 0 ? `${bytes / 1024 ** 2} MB` : `${Math.ceil(bytes / 1024)} KB`;
export const RECORDING_MESSAGES = {
  off: 'Session recording is off.',
  notFound: 'Recording not found',
  recordingFull: (limit: { events: number; bytes: number }) =>
    `This recording is full: a recording holds at most ${limit.events} events and ${size(limit.bytes)} (RECORDING_MAX_EVENTS, RECORDING_MAX_BYTES).`,
  tenantFull: (limit: { events: number; bytes: number }) =>
    `Your company's recordings are full: they hold at most ${limit.events} events and ${size(limit.bytes)} until older ones are deleted (RECORDING_TENANT_MAX_EVENTS, RECORDING_TENANT_MAX_BYTES).`,
} as const;

/** One rrweb event: its type and time are read, the rest is kept as sent. */
export const RecordingEventSchema = z.looseObject({
  type: z.number().int(),
  timestamp: z.number(),
});
export type RecordingEvent = z.infer<typeof RecordingEventSchema>;

export const RecordingEventsSchema = z.object({
  events: z.array(RecordingEventSchema).max(RECORDING_BUFFER_EVENTS),
});

export const RecordingCreatedSchema = z.object({
  recordingId: z.string(),
  url: z.string().describe('the replay page: /recordings/{recordingId}'),
});
export type RecordingCreated = z.infer<typeof RecordingCreatedSchema>;

export const RecordingSchema = z.object({
  recordingId: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  events: z.array(RecordingEventSchema),
});
export type Recording = z.infer<typeof RecordingSchema>;

/** The replay page of a recording, as stored at sign-in and sent with feedback. */
export const recordingPath = (recordingId: string) =>
  `/recordings/${encodeURIComponent(recordingId)}`;

/** A recording id names its tenant (`tenantId.uuid`), so a super user's replay finds it. */
export function parseRecordingId(id: string): { tenantId: string; uuid: string } | undefined {
  const match = /^([a-z0-9][a-z0-9-]*)\.([0-9a-f-]{36})$/.exec(id);
  return match ? { tenantId: match[1]!, uuid: match[2]! } : undefined;
}

/** The path of one recording's calls: `/engagement/recordings/{recordingId}/…`. */
export const RecordingIdParamsSchema = z.object({ recordingId: z.string().max(200) });
