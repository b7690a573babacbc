import { useConfirmDelete } from '@/components/confirm-dialog.tsx';
import { entityToasts } from '@/components/editor-drawer/entity-messages.ts';
import { DataTable } from './data-table.tsx';
import type {
  DataTableColumn,
  DataTableNameColumn,
  DataTableProps,
  DataTableQuery,
} from './types.ts';
import type { ListState } from './use-list-state.ts';

/**
 * What one directory list is (D§2.1): its name and columns, the spec's empty and failure
 * sentences, its list and delete calls. `DirectoryTable` does the rest.
 */
export interface DirectoryTableDeclaration<T extends { id: string }, Q, D> {
  /** How the spec names a row in the delete confirmation and its toasts: "client". */
  kind: string;
  /** The table's accessible name: "Clients". */
  label: string;
  name: DataTableNameColumn<T>;
  columns: DataTableColumn<T>[];
  text: { empty: string; loadError: string };
  /** The empty state's create button: "New Client". */
  createLabel: string;
  minWidth?: number;
  /** The list's query hook and the rows of its answer. */
  useList(query: Q): DataTableQuery & { data?: D & { count: number } };
  rows(data: D): T[];
  /** The delete call (a soft delete), by id. */
  useDelete(): { mutateAsync(id: string): Promise<unknown> };
}

/** The props of a directory list's component: its list state and where a row opens. */
export interface DirectoryListProps<T, S extends string> {
  list: ListState<S>;
  onOpen(row: T): void;
  onCreate?(): void;
}

type DirectoryTableProps<T extends { id: string }, Q, D, S extends string> = DirectoryListProps<
  T,
  S
> &
  Partial<Omit<DataTableProps<T>, 'list' | 'query' | 'rows' | 'count'>> & {
    declaration: DirectoryTableDeclaration<T, Q, D>;
    /** Another query than the list's own (one parent's rows, say). */
    query?: Q;
  };

/**
 * A directory list from its declaration (D§2.1, D§4): the shared data table with Edit and
 * Delete, the delete confirmed and toasted in the spec's words. Props override the table's.
 */
export function DirectoryTable<T extends { id: string }, Q, D, S extends string>({
  declaration,
  list,
  query: listQuery,
  ...table
}: DirectoryTableProps<T, Q, D, S>) {
  const query = declaration.useList(listQuery ?? (list.query as Q));
  const remove = declaration.useDelete();
  const toasts = entityToasts(declaration.kind);
  const confirmDelete = useConfirmDelete<T>({
    kind: declaration.kind,
    remove: (row) => remove.mutateAsync(row.id),
    success: toasts.deleted,
    failure: toasts.deleteError,
  });
  return (
    <>
      <DataTable
        label={declaration.label}
        name={declaration.name}
        columns={declaration.columns}
        rows={query.data && declaration.rows(query.data)}
        count={query.data?.count}
        getRowId={(row) => row.id}
        list={list}
        query={query}
        onEdit={table.onOpen}
        onDelete={confirmDelete.ask}
        emptyText={declaration.text.empty}
        errorText={declaration.text.loadError}
        createLabel={declaration.createLabel}
        minWidth={declaration.minWidth}
        {...table}
      />
      {confirmDelete.dialog}
    </>
  );
}
