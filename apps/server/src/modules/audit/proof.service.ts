import { canonicalJson } from '@tallysheet/contract/audit/audit';
import {
  PROOF_LINKS_PER_ANSWER,
  type ProofDecision,
  type VerificationProof,
} from '@tallysheet/contract/audit/proof';
import type { Database } from '../../db/client.ts';
import { chainChunk, readChainHead, type AuditRow } from './audit.repository.ts';
import { contentOf } from './audit.presenter.ts';
import { entryParts } from './chain.ts';
import { decisionsBehind } from './proof.repository.ts';

type DecidedDay = {
  projectId: string;
  taskId: string;
  date: string;
  hours: number;
  review: unknown;
};

/**
 * The decisions behind an approval: walking the timesheet's decisions back from the one that
 * completed it, each worked day's latest decision, kept when it approved the day. The days of
 * one decision share its entry.
 */
function decisionsOfApproval(rows: AuditRow[]): AuditRow[] {
  const seen = new Set<string>();
  const kept: AuditRow[] = [];
  for (const row of rows) {
    const days = ((row.decision as { days?: DecidedDay[] } | null)?.days ?? []) as DecidedDay[];
    let approves = false;
    for (const day of days) {
      const key = `${day.projectId}\u0000${day.taskId}\u0000${day.date}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (day.review === 'approved' && day.hours > 0) approves = true;
    }
    if (approves || kept.length === 0) kept.push(row);
  }
  return kept.reverse();
}

/**
 * The proof of an approval in its tenant's trail (issue 30 §3): its decisions' contents and
 * hashes, and the links after the first of them, as hashes only, up to the head (a page of at
 * most PROOF_LINKS_PER_ANSWER, after `after` when given). Null when no decision carries the
 * fingerprint. What is read is recomputed from the rows, so an edited row fails the proof.
 */
export async function approvalProof(
  db: Database,
  params: { tenantId: string; timesheetId: string; fingerprint: string; after?: number },
): Promise<VerificationProof | null> {
  const { tenantId } = params;
  return db.withTenant(tenantId, async (tx) => {
    const rows = decisionsOfApproval(await decisionsBehind(tx, params));
    if (rows.length === 0) return null;
    const decisions: ProofDecision[] = rows.map((row) => {
      const parts = entryParts(contentOf(row));
      return {
        seq: row.seq,
        content: canonicalJson(row.decision),
        decisionHash: parts.decisionHash!,
        contentHash: parts.contentHash,
        prevHash: row.prevHash,
        hash: row.hash,
      };
    });
    const later = await chainChunk(tx, {
      tenantId,
      afterSeq: Math.max(params.after ?? 0, decisions[0]!.seq),
      limit: PROOF_LINKS_PER_ANSWER,
    });
    const links = later.map((row) => {
      const { contentHash, decisionHash } = entryParts(contentOf(row));
      return { seq: row.seq, contentHash, decisionHash, hash: row.hash };
    });
    const head = await readChainHead(tx, { tenantId });
    // The head exists: the decisions above are entries of this chain.
    return { decisions, links, head: head! };
  });
}
