import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AUDIT_GENESIS_HASH } from '@tallysheet/contract/audit/audit';
import { entryHash, entryParts, type ChainedContent } from './chain.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const entry: ChainedContent = {
  tenantId: 't1',
  id: 'e1',
  seq: 1,
  at: new Date('2026-11-28T10:00:00Z'),
  actor: { type: 'user', id: 'u1', name: 'Ann' },
  action: 'update',
  entityType: 'user',
  entityId: 'u2',
  before: { role: 'associate' },
  after: { role: 'admin' },
  requestId: 'req-1',
  ip: '127.0.0.1',
  prevHash: AUDIT_GENESIS_HASH,
};

describe('the audit hash chain', () => {
  it("is the SHA-256 of its link: the content's hash (keys sorted) and the previous hash", () => {
    const canonical =
      '{"action":"update","actor":{"id":"u1","name":"Ann","type":"user"},"after":{"role":"admin"},' +
      '"at":"2026-11-28T10:00:00.000Z","before":{"role":"associate"},"entityId":"u2","entityType":"user",' +
      '"id":"e1","ip":"127.0.0.1","requestId":"req-1","seq":1,"tenantId":"t1"}';
    const contentHash = sha256(canonical);
    expect(entryHash(entry)).toBe(
      sha256(`{"contentHash":"${contentHash}","prevHash":"${AUDIT_GENESIS_HASH}"}`),
    );
  });

  it('hashes a decision on its own, so it can be shown while the rest stays a hash', () => {
    const decision = {
      days: [{ date: '2026-11-23', hours: 8, review: 'approved' }],
      entryId: 'e1',
    };
    const parts = entryParts({ ...entry, decision });
    expect(parts.decisionHash).toBe(
      sha256('{"days":[{"date":"2026-11-23","hours":8,"review":"approved"}],"entryId":"e1"}'),
    );
    expect(parts.contentHash).toBe(entryParts(entry).contentHash);
    expect(entryHash({ ...entry, decision })).toBe(
      sha256(
        `{"contentHash":"${parts.contentHash}","decisionHash":"${parts.decisionHash}","prevHash":"${AUDIT_GENESIS_HASH}"}`,
      ),
    );
    expect(entryHash({ ...entry, decision: { ...decision, entryId: 'e2' } })).not.toBe(
      entryHash({ ...entry, decision }),
    );
  });

  it('does not depend on the order fields were written in', () => {
    const reordered = { ...entry, after: { role: 'admin' }, before: { role: 'associate' } };
    expect(entryHash(reordered)).toBe(entryHash(entry));
  });

  it('changes with any field of the content and with the previous hash', () => {
    const base = entryHash(entry);
    expect(entryHash({ ...entry, after: { role: 'associate' } })).not.toBe(base);
    expect(entryHash({ ...entry, actor: { ...entry.actor, name: 'Bob' } })).not.toBe(base);
    expect(entryHash({ ...entry, prevHash: 'f'.repeat(64) })).not.toBe(base);
    expect(entryHash({ ...entry, seq: 2 })).not.toBe(base);
  });
});
