import type { ServiceDeps } from '../../lib/deps.ts';
import { listMails } from './outbox.repository.ts';

/** A page of the developer mailbox: every tenant's mails, newest first (system path). */
export function listMailbox({
  deps,
  query,
}: {
  deps: ServiceDeps;
  query: { to?: string; page: number; pageSize: number };
}) {
  return deps.db.withSystem('developer mailbox', (tx) => listMails(tx, query));
}
