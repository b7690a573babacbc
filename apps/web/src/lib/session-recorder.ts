import { useEffect } from 'react';
import {
  RECORDING_BUFFER_EVENTS,
  type RecordingCreated,
} from '@tallysheet/contract/engagement/recordings';
import { call } from '@/lib/api-client.ts';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { persisted, updatePrefs } from '@/lib/persisted-state.ts';
import { onClientError } from '@/lib/report-client-error.ts';
import { SENSITIVE_SELECTOR } from '@/lib/sensitive.ts';

/** Pages never recorded: the approval portal and the signed-out screens (A§4). */
const NOT_RECORDED =
  /^\/(portal|approve-time|auth|set-new-password|verify-code|reset-password|sign-up)(\/|$)/;

// A§9: the last 1000 events, sent only when feedback is submitted or an error is caught.
let buffer: unknown[] = [];
let stop: (() => void) | undefined;
// Moves on at each stop: a start still under way when the user left records nothing.
let generation = 0;

const recordingIdOf = (url: string) => decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));

/** Sends the buffered events to the stored recording; quietly does nothing without one. */
export async function flushRecording(): Promise<void> {
  const url = persisted.get().prefs.recordingUrl;
  if (!url || buffer.length === 0) return;
  const events = buffer;
  buffer = [];
  await call({
    area: 'engagement',
    path: `/recordings/${encodeURIComponent(recordingIdOf(url))}/events`,
    method: 'POST',
    body: { events },
  }).catch(() => undefined);
}

// An error caught by a boundary sends the buffer with its report.
const sendOnError = () => void flushRecording();

/** Ends recording at logout: the buffer is dropped (the stored URL goes with the user's state). */
export function stopRecording() {
  generation += 1;
  onClientError.delete(sendOnError);
  stop?.();
  stop = undefined;
  buffer = [];
}

async function startRecording(fresh: boolean) {
  const started = generation;
  if (fresh || !persisted.get().prefs.recordingUrl) {
    try {
      const { data } = await call<RecordingCreated>({
        area: 'engagement',
        path: '/recordings',
        method: 'POST',
        body: { events: [] },
      });
      if (started !== generation) return;
      updatePrefs({ recordingUrl: data.url });
    } catch {
      // 403 RECORDING_OFF (the tenant turned it off) or a failure: no recording this session.
      updatePrefs({ recordingUrl: null });
      return;
    }
  }
  const { record } = await import('rrweb');
  if (started !== generation) return;
  onClientError.add(sendOnError);
  stop?.();
  stop =
    record({
      emit(event) {
        if (NOT_RECORDED.test(window.location.pathname)) return;
        buffer.push(event);
        if (buffer.length > RECORDING_BUFFER_EVENTS) buffer.shift();
      },
      // Every input is masked; password fields are never captured.
      maskAllInputs: true,
      maskInputOptions: { password: true },
      // A secret shown on screen is blocked outright (text, attributes and all): see SENSITIVE.
      blockClass: 'rr-block',
      blockSelector: SENSITIVE_SELECTOR,
    }) ?? undefined;
}

/**
 * A§4: at sign-in the user is identified to the session recorder and the recording URL stored.
 * Runs in the signed-in app only, when the deployment has the recorder on; a restored session
 * keeps recording into the stored recording. rrweb loads here, never with the sign-in page.
 */
export function useSessionRecorder(origin: 'signIn' | 'restore' | null) {
  const { sessionRecording } = useClientConfig();
  useEffect(() => {
    if (!sessionRecording) return;
    void startRecording(origin === 'signIn');
    return stopRecording;
    // Once per signed-in app: how the session began, at mount, decides.
  }, [sessionRecording]);
}
