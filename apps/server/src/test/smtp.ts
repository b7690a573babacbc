import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export interface ReceivedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer; cid?: string }[];
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** While down, the server refuses every connection. */
  down: boolean;
  /** Connections accepted so far (a pooled client reuses its few). */
  readonly connections: number;
  /** Recipients the server refuses (550), whatever else the mail is sent to. */
  refused: Set<string>;
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const state = { down: false, connections: 0 };
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (state.down) return callback(new Error('Service unavailable'));
      state.connections += 1;
      return callback();
    },
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address))
        return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      return callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content,
              ...(file.cid ? { cid: file.cid } : {}),
            })),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    get connections() {
      return state.connections;
    },
    refused,
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(predicate);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`No matching mail within ${timeoutMs} ms (got ${received.length})`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A test SMTP server for the calling test file: started before its tests (so before an app
 * opened later in the file) and closed after them. Read it inside a test or hook.
 */
export function useTestSmtp(): TestSmtp {
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const started = () => {
    if (!smtp) throw new Error('The test SMTP server is started in beforeAll.');
    return smtp;
  };
  return {
    get url() {
      return started().url;
    },
    get received() {
      return started().received;
    },
    get down() {
      return started().down;
    },
    set down(value) {
      started().down = value;
    },
    get connections() {
      return started().connections;
    },
    get refused() {
      return started().refused;
    },
    waitFor: (predicate, timeoutMs) => started().waitFor(predicate, timeoutMs),
    close: () => started().close(),
  };
}
