import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';

/** How many rows of `table` `condition` picks (it names the tenant): a list's count before paging. */
export async function countWhere(tx: Tx, table: PgTable, condition: SQL | undefined) {
  const [total] = await tx.select({ count: count() }).from(table).where(condition);
  return total?.count ?? 0;
}
