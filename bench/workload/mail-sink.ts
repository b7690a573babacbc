// A real SMTP server on loopback (smtp-server, as the tests and ha-check use) receiving the
// product's mail, and the delay of each timecard mail from the submit that caused it.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  /** The approval link's token (a Copy-With-Approval-Link timecard mail), decoded. */
  approvalToken?: string;
  /** The contact's inbox link's token. */
  inboxToken?: string;
  receivedAt: number;
}

export interface MailSink {
  url: string;
  received: number;
  /** Submit-to-mail delays (ms) of the timecard mails matched to their submit. */
  delays: number[];
  /** Timecard mails expected (submits acknowledged) and not received yet. */
  outstanding(): number;
  /** Mails received that no submit expected (rejections to associates, reminders...). */
  other: number;
  /** Says a submit sent at `sentAt` (performance.now()) should bring the mail `key`. */
  expect(key: string, sentAt: number): void;
  /** Forgets expectations (a submit that failed). */
  unexpect(key: string): void;
  onMail?: (mail: ReceivedMail) => void;
  close(): Promise<void>;
}

/** The key of a timecard mail: its recipient and the subject up to the week. */
export const mailKey = (to: string, userFullName: string, projectName: string) =>
  `${to.toLowerCase()}|Timecard: ${userFullName}, ${projectName},`;

const token = (text: string, page: string) => {
  const found = new RegExp(`/${page}\\?token=([^\\s"&<>]+)`).exec(text)?.[1];
  return found ? decodeURIComponent(found) : undefined;
};

export async function startMailSink(port = 0): Promise<MailSink> {
  /** Submit times waiting for their mail, by key (FIFO: a pair is submitted once a week). */
  const waiting = new Map<string, number[]>();
  /** Mails that arrived before their submit was recorded (not expected yet). */
  const early = new Map<string, number[]>();
  const sink: MailSink = {
    url: '',
    received: 0,
    delays: [],
    other: 0,
    outstanding: () => [...waiting.values()].reduce((n, list) => n + list.length, 0),
    expect(key, sentAt) {
      const arrived = early.get(key)?.shift();
      if (arrived !== undefined) sink.delays.push(Math.max(0, arrived - sentAt));
      else waiting.set(key, [...(waiting.get(key) ?? []), sentAt]);
    },
    unexpect(key) {
      waiting.get(key)?.shift();
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const receivedAt = performance.now();
          const text = parsed.text ?? '';
          for (const rcpt of session.envelope.rcptTo) {
            sink.received++;
            const subject = parsed.subject ?? '';
            const mail: ReceivedMail = {
              to: rcpt.address,
              subject,
              approvalToken: token(text, 'approve-time'),
              inboxToken: token(text, 'approvals'),
              receivedAt,
            };
            const key = `${rcpt.address.toLowerCase()}|${subject.replace(/^(Timecard: [^,]*, [^,]*,).*$/, '$1')}`;
            const sentAt = waiting.get(key)?.shift();
            if (sentAt !== undefined) sink.delays.push(receivedAt - sentAt);
            else if (subject.startsWith('Timecard: '))
              early.set(key, [...(early.get(key) ?? []), receivedAt]);
            else sink.other++;
            sink.onMail?.(mail);
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return sink;
}
