import { z } from 'zod';

/**
 * The proof behind an approved PDF (issue 30 §3): the decision entries of the tenant's audit
 * trail that made the approval, each with its canonical content, and the trail's later links as
 * hashes only, up to its current head. Anyone can recompute it with SHA-256 alone:
 *
 * - a decision: `decisionHash` = sha256(`content`), and `hash` = sha256 of
 *   `{"contentHash":"<contentHash>","decisionHash":"<decisionHash>","prevHash":"<prevHash>"}`;
 * - a link: `hash` = sha256 of the same text with the previous link's hash as `prevHash`
 *   (`"decisionHash"` left out when it is null), the first link following the first decision;
 * - the last link is the head (ask again with `?after=<last seq>` while it is not).
 */

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

export const ProofDecisionSchema = z.object({
  /** The entry's place in the tenant's trail. */
  seq: z.number().int(),
  /** The decision's canonical JSON: the exact text `decisionHash` is the SHA-256 of. */
  content: z.string(),
  decisionHash: hex64,
  /** The hash of the rest of the entry (who, from where, before and after): not shown. */
  contentHash: hex64,
  prevHash: hex64,
  hash: hex64,
});
export type ProofDecision = z.infer<typeof ProofDecisionSchema>;

export const ProofLinkSchema = z.object({
  seq: z.number().int(),
  contentHash: hex64,
  decisionHash: hex64.nullable(),
  hash: hex64,
});
export type ProofLink = z.infer<typeof ProofLinkSchema>;

export const VerificationProofSchema = z.object({
  decisions: z.array(ProofDecisionSchema),
  /** The links after the first decision, in order, at most `PROOF_LINKS_PER_ANSWER`. */
  links: z.array(ProofLinkSchema),
  /** The tenant's chain head now: its last entry's place and hash. */
  head: z.object({ seq: z.number().int(), hash: hex64 }),
});
export type VerificationProof = z.infer<typeof VerificationProofSchema>;

export const PROOF_LINKS_PER_ANSWER = 1000;

/** `?after=`: the links after this place (to read a long trail's links in several answers). */
export const VerifyQuerySchema = z.object({
  after: z.coerce
    .number({ error: 'after must be a whole number' })
    .int({ error: 'after must be a whole number' })
    .min(0, { error: 'after must be a whole number' })
    .optional(),
});

/** The text a link's hash is taken over (canonical JSON: keys in order, no spaces). */
export const linkText = (link: {
  contentHash: string;
  decisionHash: string | null;
  prevHash: string;
}) =>
  link.decisionHash
    ? `{"contentHash":"${link.contentHash}","decisionHash":"${link.decisionHash}","prevHash":"${link.prevHash}"}`
    : `{"contentHash":"${link.contentHash}","prevHash":"${link.prevHash}"}`;

export type ProofCheck =
  { ok: true; decisions: number; links: number; headSeq: number } | { ok: false; reason: string };

/**
 * Checks a proof as a third party would, with `sha256` (hex of a UTF-8 text) alone: each
 * decision hashes to its link, the approval's fingerprint is in one of them, and the links
 * lead from the first decision to the head. `links` may gather several answers' links.
 */
export async function checkProof(
  fingerprint: string,
  proof: { decisions: ProofDecision[]; links: ProofLink[]; head: { seq: number; hash: string } },
  sha256: (text: string) => Promise<string>,
): Promise<ProofCheck> {
  const { decisions, links, head } = proof;
  if (decisions.length === 0) return { ok: false, reason: 'The proof names no decision' };
  const bySeq = new Map(decisions.map((decision) => [decision.seq, decision]));
  for (const decision of decisions) {
    if ((await sha256(decision.content)) !== decision.decisionHash)
      return {
        ok: false,
        reason: `The decision at ${decision.seq} does not hash to its decisionHash`,
      };
    if ((await sha256(linkText(decision))) !== decision.hash)
      return { ok: false, reason: `The decision at ${decision.seq} does not hash to its link` };
  }
  const stamped = decisions.some((decision) => {
    try {
      return (JSON.parse(decision.content) as { fingerprint?: string }).fingerprint === fingerprint;
    } catch {
      return false;
    }
  });
  if (!stamped) return { ok: false, reason: 'No decision carries this fingerprint' };
  const first = decisions.reduce((a, b) => (a.seq < b.seq ? a : b));
  let prev = { seq: first.seq, hash: first.hash };
  for (const link of links) {
    if (link.seq !== prev.seq + 1)
      return { ok: false, reason: `The link at ${link.seq} is out of place` };
    const hash = await sha256(linkText({ ...link, prevHash: prev.hash }));
    if (hash !== link.hash) return { ok: false, reason: `The link at ${link.seq} is broken` };
    const decision = bySeq.get(link.seq);
    if (decision && (decision.hash !== link.hash || decision.decisionHash !== link.decisionHash))
      return { ok: false, reason: `The decision at ${link.seq} is not the trail's entry` };
    prev = { seq: link.seq, hash };
  }
  if (decisions.some((decision) => decision.seq > prev.seq))
    return { ok: false, reason: 'A decision lies beyond the links' };
  if (prev.seq !== head.seq || prev.hash !== head.hash)
    return { ok: false, reason: 'The links do not reach the chain head' };
  return { ok: true, decisions: decisions.length, links: links.length, headSeq: head.seq };
}
