import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AUDIT_GENESIS_HASH } from '@tallysheet/contract/audit/audit';
import { entryHash, type ChainedContent } from './chain.ts';

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
  it("is the SHA-256 of the entry's canonical serialisation, keys sorted, previous hash included", () => {
    const canonical =
      '{"action":"update","actor":{"id":"u1","name":"Ann","type":"user"},"after":{"role":"admin"},' +
      '"at":"2026-11-28T10:00:00.000Z","before":{"role":"associate"},"entityId":"u2","entityType":"user",' +
      `"id":"e1","ip":"127.0.0.1","prevHash":"${AUDIT_GENESIS_HASH}","requestId":"req-1","seq":1,"tenantId":"t1"}`;
    expect(entryHash(entry)).toBe(createHash('sha256').update(canonical).digest('hex'));
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
