import { describe, expect, it } from 'vitest';
import { checkProof, linkText, type ProofDecision, type VerificationProof } from './proof.ts';

/** SHA-256 (hex) with the platform's Web Crypto, as a browser would. */
const sha256 = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
const hashOf = sha256;
const FINGERPRINT = 'f'.repeat(64);

/** A trail of five entries: #2 and #4 are decisions, #4 carries the fingerprint; head #5. */
async function sampleProof(): Promise<VerificationProof> {
  let prevHash = '0'.repeat(64);
  const decisions: ProofDecision[] = [];
  const links: VerificationProof['links'] = [];
  for (let seq = 1; seq <= 5; seq++) {
    const contentHash = await sha256(`entry ${seq}`);
    const content =
      seq === 2
        ? '{"days":[{"date":"2026-11-23","hours":8,"review":"approved"}],"entryId":"a"}'
        : seq === 4
          ? `{"days":[{"date":"2026-11-24","hours":7.5,"review":"approved"}],"entryId":"b","fingerprint":"${FINGERPRINT}"}`
          : null;
    const decisionHash = content ? await sha256(content) : null;
    const hash = await sha256(linkText({ contentHash, decisionHash, prevHash }));
    if (content && decisionHash)
      decisions.push({ seq, content, decisionHash, contentHash, prevHash, hash });
    if (seq > 2) links.push({ seq, contentHash, decisionHash, hash });
    prevHash = hash;
  }
  return { decisions, links, head: { seq: 5, hash: prevHash } };
}

describe('checking a proof with SHA-256 alone', () => {
  it('passes for decisions that hash to their links, carry the fingerprint and lead to the head', async () => {
    expect(await checkProof(FINGERPRINT, await sampleProof(), hashOf)).toEqual({
      ok: true,
      decisions: 2,
      links: 3,
      headSeq: 5,
    });
  });

  it("fails when a decision's content was changed", async () => {
    const proof = await sampleProof();
    proof.decisions[0]!.content = proof.decisions[0]!.content.replace('"hours":8', '"hours":9');
    expect(await checkProof(FINGERPRINT, proof, hashOf)).toMatchObject({ ok: false });
  });

  it('fails when a link in between was changed, or when the links stop before the head', async () => {
    const changed = await sampleProof();
    changed.links[0]!.contentHash = await sha256('forged');
    expect(await checkProof(FINGERPRINT, changed, hashOf)).toEqual({
      ok: false,
      reason: 'The link at 3 is broken',
    });
    const short = await sampleProof();
    short.links.pop();
    expect(await checkProof(FINGERPRINT, short, hashOf)).toMatchObject({ ok: false });
  });

  it('fails for another fingerprint, and for a decision that is not the chain’s entry at its place', async () => {
    expect(await checkProof('e'.repeat(64), await sampleProof(), hashOf)).toEqual({
      ok: false,
      reason: 'No decision carries this fingerprint',
    });
    const swapped = await sampleProof();
    swapped.links[1]!.decisionHash = null;
    expect(await checkProof(FINGERPRINT, swapped, hashOf)).toMatchObject({ ok: false });
  });
});
