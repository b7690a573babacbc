import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ClientConfigContext } from '@/lib/bootstrap/client-config.tsx';
import { persisted, initialPersistedState } from '@/lib/persisted-state.ts';
import { sampleConfig } from '@/test/fixtures.ts';
import { sentBody, stubFetch } from '@/test/render.tsx';
import { signOut } from '@/lib/auth/session.ts';
import { SENSITIVE } from './sensitive.ts';
import { flushRecording, useSessionRecorder } from './session-recorder.ts';

type Emit = (event: unknown) => void;
const rrweb = vi.hoisted(() => ({ emit: null as Emit | null, options: null as unknown }));
vi.mock('rrweb', () => ({
  record: (options: { emit: Emit }) => {
    rrweb.emit = options.emit;
    rrweb.options = options;
    return () => undefined;
  },
}));

const URL_OF = 'http://app.test/recordings/acme.00000000-0000-0000-0000-000000000001';
function Recorder({ origin }: { origin: 'signIn' | 'restore' }) {
  useSessionRecorder(origin);
  return null;
}
const withConfig = (on: boolean, children: ReactNode) => (
  <ClientConfigContext.Provider value={sampleConfig({ sessionRecording: on })}>
    {children}
  </ClientConfigContext.Provider>
);

beforeEach(async () => {
  // Signed out: no auth interceptor left by another test file holds the calls.
  await signOut({ remote: false });
  rrweb.emit = null;
  persisted.set(initialPersistedState());
});

describe('the session recorder', () => {
  it('starts a recording at sign-in, stores its URL, masks every input and keeps the last 1000 events', async () => {
    const fetch = stubFetch(
      { status: 201, body: { recordingId: 'acme.x', url: URL_OF } },
      { status: 204 },
    );
    render(withConfig(true, <Recorder origin="signIn" />));
    await waitFor(() => expect(rrweb.emit).not.toBeNull());
    expect(sentBody(fetch, 0)).toEqual({ events: [] });
    expect(persisted.get().prefs.recordingUrl).toBe(URL_OF);
    expect(rrweb.options).toMatchObject({
      maskAllInputs: true,
      maskInputOptions: { password: true },
    });
    for (let n = 0; n < 1005; n++) rrweb.emit!({ type: 3, timestamp: n });
    await flushRecording();
    const { events } = sentBody(fetch, 1) as { events: { timestamp: number }[] };
    expect(events).toHaveLength(1000);
    expect(events[0]!.timestamp).toBe(5);
    expect(fetch.mock.calls[1]![0]).toBe(
      `/api/engagement/recordings/${encodeURIComponent('acme.00000000-0000-0000-0000-000000000001')}/events`,
    );
  });

  it('blocks every element marked sensitive from the recording (text and attributes, not just masked)', async () => {
    stubFetch({ status: 201, body: { recordingId: 'acme.x', url: URL_OF } });
    render(withConfig(true, <Recorder origin="signIn" />));
    await waitFor(() => expect(rrweb.emit).not.toBeNull());
    const { blockSelector } = rrweb.options as { blockSelector: string };
    const marked = document.createElement('div');
    Object.assign(marked.dataset, { sensitive: SENSITIVE['data-sensitive'] });
    expect(marked.matches(blockSelector)).toBe(true);
    expect(document.createElement('div').matches(blockSelector)).toBe(false);
  });

  it('records nothing when the deployment has it off', async () => {
    const fetch = stubFetch();
    render(withConfig(false, <Recorder origin="signIn" />));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(rrweb.emit).toBeNull();
  });

  it('records nothing when the tenant turned it off (403 RECORDING_OFF)', async () => {
    stubFetch({ status: 403, body: { statusCode: 403, code: 'RECORDING_OFF', message: 'off' } });
    render(withConfig(true, <Recorder origin="signIn" />));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rrweb.emit).toBeNull();
    expect(persisted.get().prefs.recordingUrl).toBeNull();
  });

  it('a restored session keeps recording into the stored recording', async () => {
    persisted.set((state) => ({ ...state, prefs: { ...state.prefs, recordingUrl: URL_OF } }));
    const fetch = stubFetch();
    render(withConfig(true, <Recorder origin="restore" />));
    await waitFor(() => expect(rrweb.emit).not.toBeNull());
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('an error caught while recording', () => {
  it('sends the buffer with the error report', async () => {
    const fetch = stubFetch(
      { status: 201, body: { recordingId: 'acme.x', url: URL_OF } },
      { status: 204 },
      { status: 204 },
    );
    render(withConfig(true, <Recorder origin="signIn" />));
    await waitFor(() => expect(rrweb.emit).not.toBeNull());
    rrweb.emit!({ type: 2, timestamp: 1 });
    const { reportClientError } = await import('./report-client-error.ts');
    await reportClientError({ kind: 'render', message: 'Error: boom', page: '/profile' } as never);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    const urls = fetch.mock.calls.map((args) => args[0]);
    expect(urls).toContain(
      `/api/engagement/recordings/${encodeURIComponent('acme.00000000-0000-0000-0000-000000000001')}/events`,
    );
  });
});
