import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recording } from '@tallysheet/contract/engagement/recordings';
import { call } from '@/lib/api-client.ts';

/** GET /engagement/recordings/{id}: internal super users and the tenant's Billing Administrator. */
export const getRecording = async (recordingId: string) =>
  (
    await call<Recording>({
      area: 'engagement',
      path: `/recordings/${encodeURIComponent(recordingId)}`,
    })
  ).data;

export const getRecordingQueryOptions = (recordingId: string) =>
  queryOptions({
    queryKey: ['recordings', 'detail', recordingId],
    queryFn: () => getRecording(recordingId),
  });

export const useRecording = (recordingId: string) =>
  useQuery(getRecordingQueryOptions(recordingId));
