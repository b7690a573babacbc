import { checkProof, type ProofCheck, type ProofLink } from '@tallysheet/contract/audit/proof';
import type { Verification } from '@tallysheet/contract/timesheets/admin';
import { plainRequest } from '@/lib/plain-request.ts';

/** A failed verification call: 404 when nothing was issued with the fingerprint. */
export class VerifyError extends Error {
  constructor(
    readonly status: number,
    body: { message?: string },
  ) {
    super(body.message ?? `Request failed with status ${status}`);
    this.name = 'VerifyError';
  }
}

/** At most this many answers to read a long trail's links (the call is rate limited). */
const MAX_PAGES = 10;

const get = (fingerprint: string, after?: number) =>
  plainRequest<Verification>(
    `/api/ts/verify/${encodeURIComponent(fingerprint)}${after === undefined ? '' : `?after=${after}`}`,
    {},
    (status, body) => new VerifyError(status, body),
  );

/** SHA-256 (hex) of bytes, in the browser. */
export async function sha256Hex(bytes: BufferSource): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const sha256Text = (text: string) => sha256Hex(new TextEncoder().encode(text));

export interface VerifyOutcome {
  verification: Verification;
  /** The proof as checked here, with SHA-256 alone; null when the approval has none. */
  check: ProofCheck | null;
}

/**
 * GET /ts/verify/{fingerprint} (public), then the proof checked in the browser as a third
 * party would: the decisions' hashes, the fingerprint in one of them, the links to the head
 * (a long trail's links read in several answers).
 */
export async function verifyApproval(fingerprint: string): Promise<VerifyOutcome> {
  const verification = await get(fingerprint);
  const { proof } = verification;
  if (!proof) return { verification, check: null };
  const links: ProofLink[] = [...proof.links];
  let head = proof.head;
  for (let page = 1; page < MAX_PAGES && links.length && links.at(-1)!.seq < head.seq; page++) {
    const more = await get(fingerprint, links.at(-1)!.seq);
    if (!more.proof || more.proof.links.length === 0) break;
    links.push(...more.proof.links);
    head = more.proof.head;
  }
  const check = await checkProof(verification.fingerprint, { ...proof, links, head }, sha256Text);
  return { verification, check };
}
