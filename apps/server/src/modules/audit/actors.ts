import type { AuditActor } from '@tallysheet/contract/audit/audit';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import type { AuditEntryInput } from './record.ts';

/** The signed-in caller: an API key (its id and its own name; the type says it is a key) or a user. */
export function callerActor(caller: AuthContext): AuditActor {
  return caller.apiKey
    ? { type: 'apiKey', id: caller.apiKey.id, name: caller.apiKey.name }
    : { type: 'user', id: caller.userId, name: caller.name };
}

/** A client contact deciding through a link (`via`: the link token it used). */
export const contactActor = (contact: { id: string; name: string }, via?: string): AuditActor => ({
  type: 'contact',
  id: contact.id,
  name: contact.name,
  ...(via ? { via } : {}),
});

/** A job of the system, by its name. */
export const systemActor = (job: string): AuditActor => ({ type: 'system', id: job, name: job });

/** Whoever the request acts as (deps.origin), else the system path that called (`job`). */
export const actorOfDeps = (deps: ServiceDeps, job = 'cli'): AuditActor =>
  deps.origin?.actor ?? systemActor(job);

/** What an entry says of its object: all but the tenant and the actor. */
type EntryBody = Omit<AuditEntryInput, 'tenantId' | 'actor'>;

/**
 * An entry about one object changed by whoever the request acts as (deps.origin): the row after
 * the change, else the one before, names the tenant and `describe` the rest; no row, no entry.
 */
export function entryByDeps<R extends { tenantId: string }>(
  deps: ServiceDeps,
  before: R | null | undefined,
  after: R | null | undefined,
  describe: (row: R) => EntryBody,
): AuditEntryInput | null {
  const row = after ?? before;
  return row ? { tenantId: row.tenantId, actor: actorOfDeps(deps), ...describe(row) } : null;
}
