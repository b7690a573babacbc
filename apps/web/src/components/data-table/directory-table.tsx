import { useConfirmDelete } from '@/components/confirm-dialog.tsx';
import { entityToasts } from '@/components/editor-drawer/entity-messages.ts';
import { DataTable } from './data-table.tsx';
import { useDeclaredList, type ListDeclaration } from './list-declaration.ts';
import type { DataTableProps } from './types.ts';
import type { ListState } from './use-list-state.ts';

/**
 * What one directory list is (D§2.1): its list (name, columns, sentences, list call) and how
 * its rows are deleted. `DirectoryTable` does the rest.
 */
export interface DirectoryTableDeclaration<T extends { id: string }, Q, D> extends ListDeclaration<
  T,
  Q,
  D
> {
  /** How the spec names a row in the delete confirmation and its toasts: "client". */
  kind: string;
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
  const declared = useDeclaredList(declaration, listQuery ?? (list.query as Q));
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
        {...declared}
        list={list}
        onEdit={table.onOpen}
        onDelete={confirmDelete.ask}
        {...table}
      />
      {confirmDelete.dialog}
    </>
  );
}

/** A directory list's component from its declaration: all a domain's table file exports. */
export function directoryTable<T extends { id: string }, Q extends { sortCol?: string }, D>(
  declaration: DirectoryTableDeclaration<T, Q, D>,
) {
  return function DeclaredTable(props: DirectoryListProps<T, NonNullable<Q['sortCol']>>) {
    return <DirectoryTable declaration={declaration} {...props} />;
  };
}
