// The bench tenant's audit trail (the Audit Log's list reads it): `entries` changes over two
// years, as a year of use leaves them: 60 % timesheets (saved and submitted by associates,
// decided by contacts through their links), 15 % clients, 10 % projects, 5 % contacts, 5 %
// users, 5 % period locks and API keys, by associates, the administrator, an API key, contacts
// and the approval schedule. Each entry chained to the one before as the product chains them
// (its entryHash), so that the trail verifies; written as the owner, a chunk a statement.
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { entryHash } from '../apps/server/src/modules/audit/chain.ts';

const GENESIS = '0'.repeat(64);
const CHUNK = 5000;
/** The first entry's time; one every five minutes after it (200,000 span 694 days). */
const FIRST_AT = Date.parse('2024-12-01T08:00:00Z');
const STEP_MS = 5 * 60_000;

type Actor = {
  type: 'user' | 'apiKey' | 'contact' | 'system';
  id: string;
  name: string;
  via?: string;
};
interface Change {
  actor: Actor;
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const ADMIN: Actor = { type: 'user', id: 'admin', name: 'Bench Admin' };
const API_KEY: Actor = { type: 'apiKey', id: 'bench-key', name: 'Payroll export' };
const associate = (n: number): Actor => ({ type: 'user', id: `user-${n}`, name: `Associate ${n}` });
const uuidOf = (kind: number, i: number) =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
const day = (at: number) => new Date(at).toISOString().slice(0, 10);

/** A timesheet as the trail keeps it (timesheets/timesheet-audit.ts timesheetFields), one row. */
function timesheetFields(i: number, who: Actor, at: number, status: string, submitted: boolean) {
  const start = day(at - ((new Date(at).getUTCDay() + 1) % 7) * 86_400_000);
  const hours = 4 + (i % 5);
  return {
    userId: who.id,
    userFullName: who.name,
    periodStart: start,
    status,
    version: 1,
    submittedAt: submitted ? new Date(at).toISOString() : null,
    submittedBy: submitted ? who.name : null,
    resubmissionAllowed: false,
    totalHours: hours * 5,
    timeCards: [
      {
        projectId: uuidOf(2, i % 10_000),
        projectName: `Client ${i % 2000} project ${i % 5}`,
        taskId: uuidOf(3, i % 10_000),
        taskName: 'Default Task',
        status,
        managerComments: '',
        days: {
          [start]: { hours, description: '', review: null, reviewComment: null, reviewedBy: null },
        },
      },
    ],
  };
}

/** The i-th change of the trail (i from 1). */
function changeOf(i: number, at: number): Change {
  const kind = i % 20;
  if (kind < 12) {
    const who = associate((i * 7) % 2000);
    const entityId = `bench-0#${who.id}#${i}`;
    if (kind < 2) {
      const contact: Actor = {
        type: 'contact',
        id: uuidOf(4, i % 4000),
        name: `Contact ${i % 4000}`,
        via: uuidOf(5, i),
      };
      const before = timesheetFields(i, who, at, 'pending', true);
      const after = timesheetFields(i, who, at, 'approved', true);
      return { actor: contact, action: 'decide', entityType: 'timesheet', entityId, before, after };
    }
    const submit = kind % 3 === 0;
    const after = timesheetFields(i, who, at, submit ? 'pending' : 'draft', submit);
    const before = kind % 4 === 0 ? null : timesheetFields(i, who, at - 3_600_000, 'draft', false);
    return {
      actor: who,
      action: submit ? 'submit' : 'save',
      entityType: 'timesheet',
      entityId,
      before,
      after,
    };
  }
  const directory = (entityType: string, id: string, name: string): Change => {
    const row = (description: string) => ({
      id,
      tenantId: 'bench-0',
      name,
      description,
      isArchived: false,
      isDeleted: false,
      createdAt: new Date(FIRST_AT).toISOString(),
      updatedAt: new Date(at).toISOString(),
    });
    const created = i % 7 === 0;
    return {
      actor: i % 3 === 0 ? API_KEY : ADMIN,
      action: created ? 'create' : 'update',
      entityType,
      entityId: id,
      before: created ? null : row(''),
      after: row(`Updated ${day(at)}`),
    };
  };
  if (kind < 15) return directory('client', uuidOf(1, i % 2000), `Client ${i % 2000}`);
  if (kind < 17)
    return directory('project', uuidOf(2, i % 10_000), `Client ${i % 2000} project ${i % 5}`);
  if (kind < 18) return directory('contact', uuidOf(4, i % 4000), `Contact ${i % 4000}`);
  if (kind < 19) {
    const who = associate(i % 2000);
    return {
      actor: ADMIN,
      action: i % 2 ? 'update' : 'password.reset',
      entityType: 'user',
      entityId: who.id,
      before: { displayName: who.name, role: 'assoc', isArchived: false },
      after: { displayName: who.name, role: 'assoc', isArchived: i % 11 === 0 },
    };
  }
  if (i % 2) {
    const month = day(at).slice(0, 7);
    return {
      actor: { type: 'system', id: 'approval-schedule', name: 'approval-schedule' },
      action: 'close',
      entityType: 'periodLock',
      entityId: uuidOf(6, i),
      before: null,
      after: { from: `${month}-01`, to: `${month}-28`, clientId: null, reason: `${month} closed` },
    };
  }
  return {
    actor: ADMIN,
    action: 'create',
    entityType: 'apiKey',
    entityId: uuidOf(7, i),
    before: null,
    after: { name: 'Payroll export', scopes: ['read'] },
  };
}

/** Seeds `entries` chained entries for `tenantId` (whose trail must be empty); returns its head. */
export async function seedAuditTrail(db: Database, tenantId: string, entries: number) {
  let hash = GENESIS;
  for (let from = 1; from <= entries; from += CHUNK) {
    const rows: Record<string, unknown>[] = [];
    for (let seq = from; seq < Math.min(from + CHUNK, entries + 1); seq += 1) {
      const at = FIRST_AT + seq * STEP_MS;
      const change = changeOf(seq, at);
      const system = change.actor.type === 'system';
      const content = {
        tenantId,
        id: uuidOf(0, seq),
        seq,
        at: new Date(at),
        ...change,
        requestId: system ? null : uuidOf(8, seq),
        ip: system ? null : `10.0.${(seq >> 8) & 255}.${seq & 255}`,
        prevHash: hash,
      };
      hash = entryHash(content);
      const { actor, ...rest } = content;
      rows.push({
        ...rest,
        at: content.at.toISOString(),
        actorType: actor.type,
        actorId: actor.id,
        actorName: actor.name,
        actorVia: actor.via ?? null,
        hash,
      });
    }
    await db.withSystem('bench seed', async (tx) => {
      await tx.execute(sql`set local role none`);
      await tx.execute(sql`insert into "audit_entries" ("tenant_id", "entry_id", "seq", "at",
        "actor_type", "actor_id", "actor_name", "actor_via", "action", "entity_type", "entity_id",
        "before", "after", "request_id", "ip", "prev_hash", "hash")
        select "tenantId", "id", "seq", "at", "actorType", "actorId", "actorName", "actorVia",
          "action", "entityType", "entityId", nullif("before", 'null'), nullif("after", 'null'), "requestId", "ip", "prevHash", "hash"
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as "r"("tenantId" text, "id" text,
          "seq" bigint, "at" timestamptz, "actorType" text, "actorId" text, "actorName" text,
          "actorVia" text, "action" text, "entityType" text, "entityId" text, "before" jsonb,
          "after" jsonb, "requestId" text, "ip" text, "prevHash" text, "hash" text)`);
    });
  }
  await db.withSystem('bench seed', async (tx) => {
    await tx.execute(sql`set local role none`);
    await tx.execute(sql`insert into "audit_chain_heads" ("tenant_id", "seq", "hash")
      values (${tenantId}, ${entries}, ${hash}) on conflict ("tenant_id")
      do update set "seq" = excluded."seq", "hash" = excluded."hash"`);
  });
  return { seq: entries, hash };
}
