import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SearchableTable } from '../../db/schema/search-terms.ts';
import { sortText } from '../../lib/list-query.ts';
import {
  directoryTable,
  namedSort,
  parentJoin,
  type DirectoryRowOf,
  type DirectoryTable,
} from './directory-table.ts';

type ContactTable = DirectoryTable & {
  name: AnyPgColumn;
  description: AnyPgColumn;
  email: AnyPgColumn;
  createdAt: AnyPgColumn;
};
type Parent = PgTable & { tenantId: AnyPgColumn; id: AnyPgColumn; name: AnyPgColumn };

/**
 * The contacts of a parent (a client's project contacts, a supplier's contacts), each with its
 * parent's name as `<parent>Name`, narrowed by `<parent>Id`, sorted by name, description and
 * e-mail (CONTACT_SORT, SUPPLIER_CONTACT_SORT).
 */
export function contactDirectory<T extends ContactTable, P extends Parent, K extends string>(
  table: T,
  source: SearchableTable,
  parentOf: { [key in K]: [P, AnyPgColumn] },
) {
  const [key, [parent, parentId]] = Object.entries(parentOf)[0] as [K, [P, AnyPgColumn]];
  const email = sortText(table.email);
  const names = { [`${key}Name`]: parent.name } as Record<`${K}Name`, P['name']>;
  return directoryTable({
    table,
    source,
    sort: { ...namedSort(table, 'contact'), email, contactEmail: email },
    joins: [parentJoin(parent, table, parentId)],
    names,
    parents: { [`${key}Id`]: parentId } as Record<`${K}Id`, AnyPgColumn>,
  });
}

/** A contact as its directory reads it, with its parent's name. */
export type ContactDirectoryRow<
  T extends ContactTable,
  P extends Parent,
  K extends string,
> = DirectoryRowOf<T, Record<`${K}Name`, P['name']>>;
