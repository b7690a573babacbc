import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { guardedLookup, isPublicAddress } from './destination.ts';

/** At most this much of a receiver's answer is read (its body is only kept as an error's start). */
export const RESPONSE_READ_LIMIT = 64 * 1024;

export interface SignedRequest {
  url: string;
  eventId: string;
  body: string;
  /** The secrets that sign, newest first: two during a rotation's overlap. */
  secrets: string[];
  /** The Standard Webhooks timestamp (wall time of the attempt). */
  at: Date;
}

export interface SendOutcome {
  ok: boolean;
  status: number | null;
  durationMs: number;
  error: string | null;
}

/**
 * The Standard Webhooks headers: `webhook-id`, `webhook-timestamp` (unix seconds) and
 * `webhook-signature` (`v1,<base64 HMAC-SHA256>` per secret, space-separated), signed by the
 * `standardwebhooks` library.
 */
export function signedHeaders(request: SignedRequest): Record<string, string> {
  const signatures = request.secrets.map((secret) =>
    new Webhook(secret).sign(request.eventId, request.at, request.body),
  );
  return {
    'webhook-id': request.eventId,
    'webhook-timestamp': String(Math.floor(request.at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}

/**
 * POSTs one signed delivery: no redirect followed (a 3xx is a failure), the answer read up to
 * RESPONSE_READ_LIMIT, everything within `timeoutMs`. The address connected to is checked
 * (public only, unless `local`). Never throws: the outcome says what happened.
 */
export function sendSigned(
  request: SignedRequest,
  options: { timeoutMs: number; local: boolean; userAgent: string },
): Promise<SendOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<SendOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: took() });
    };
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return finish({ ok: false, status: null, error: 'Not a valid URL' });
    }
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (!options.local && (url.protocol !== 'https:' || (isIP(host) && !isPublicAddress(host))))
      return finish({
        ok: false,
        status: null,
        error: 'Refused: the URL must be https and reach a public address',
      });
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': options.userAgent,
        ...signedHeaders(request),
      },
      lookup: guardedLookup({ local: options.local }),
      agent: false,
    });
    const timer = setTimeout(() => {
      req.destroy(new Error(`No answer within ${options.timeoutMs / 1000} s`));
    }, options.timeoutMs);
    req.on('error', (error) => finish({ ok: false, status: null, error: error.message }));
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let read = 0;
      const done = () => {
        const text = Buffer.concat(chunks).toString('utf8').slice(0, 300);
        const ok = status >= 200 && status < 300;
        finish({ ok, status, error: ok ? null : `HTTP ${status}${text ? `: ${text}` : ''}` });
        res.destroy();
      };
      res.on('data', (chunk: Buffer) => {
        if (read < RESPONSE_READ_LIMIT) chunks.push(chunk.subarray(0, RESPONSE_READ_LIMIT - read));
        read += chunk.length;
        if (read >= RESPONSE_READ_LIMIT) done();
      });
      res.on('end', done);
      res.on('error', done);
    });
    req.end(request.body);
  });
}
