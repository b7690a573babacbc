import type {
  DataTableColumn,
  DataTableNameColumn,
  DataTableProps,
  DataTableQuery,
} from './types.ts';

/**
 * What one list of a domain is (D§2.1, D§2.2): its name and columns, the spec's empty and
 * failure sentences, its list call. A directory list and a parent's child table both read it.
 */
export interface ListDeclaration<T extends { id: string }, Q, D> {
  /** The table's accessible name: "Clients". */
  label: string;
  name: DataTableNameColumn<T>;
  columns: DataTableColumn<T>[];
  /** The spec's empty and failure sentences; the empty state's create button is `newTitle`. */
  text: { empty: string; loadError: string; newTitle: string };
  minWidth?: number;
  /** Why a row cannot be edited or deleted (a default task). */
  lockedReason?(row: T): string | undefined;
  /** The list's query hook and the rows of its answer. */
  useList(query: Q): DataTableQuery & { data?: D & { count: number } };
  rows(data: D): T[];
}

type DeclaredProps<T> = Pick<
  DataTableProps<T>,
  | 'label'
  | 'name'
  | 'columns'
  | 'rows'
  | 'count'
  | 'getRowId'
  | 'query'
  | 'emptyText'
  | 'errorText'
  | 'createLabel'
  | 'minWidth'
  | 'lockedReason'
>;

/** Runs the declaration's list query and gives the data table what the declaration says. */
export function useDeclaredList<T extends { id: string }, Q, D>(
  declaration: ListDeclaration<T, Q, D>,
  listQuery: Q,
): DeclaredProps<T> {
  const query = declaration.useList(listQuery);
  return {
    label: declaration.label,
    name: declaration.name,
    columns: declaration.columns,
    rows: query.data && declaration.rows(query.data),
    count: query.data?.count,
    getRowId: (row) => row.id,
    query,
    emptyText: declaration.text.empty,
    errorText: declaration.text.loadError,
    createLabel: declaration.text.newTitle,
    minWidth: declaration.minWidth,
    lockedReason: declaration.lockedReason,
  };
}
