import type { ReactNode } from 'react';
import { useConfirmDelete } from '@/components/confirm-dialog.tsx';
import { entityToasts } from '@/components/editor-drawer/entity-messages.ts';
import { DataTable } from './data-table.tsx';
import { useDeclaredList, type ListDeclaration } from './list-declaration.ts';
import type { DataTableProps } from './types.ts';
import type { ListState } from './use-list-state.ts';

/** A row's Delete: how it is asked for, why a row may not go, and the dialogs it brings. */
export interface RowDelete<T> {
  ask(row: T): void;
  lockedReason?(row: T): string | undefined;
  dialogs: ReactNode;
}

/** The directory's Delete (D§4): confirmed, a soft delete, toasted in the spec's words. */
interface ConfirmedDelete {
  /** How the spec names a row in the delete confirmation and its toasts: "client". */
  kind: string;
  /** The delete call (a soft delete), by id. */
  useDelete(): { mutateAsync(id: string): Promise<unknown> };
}

/** A domain's own Delete (a user's: refused for some, with the seat it frees). */
interface OwnDelete<T> {
  useRowDelete(): RowDelete<T>;
}

/**
 * What one directory list is (D§2.1): its list (name, columns, sentences, list call) and how
 * its rows are deleted. `DirectoryTable` does the rest.
 */
export type DirectoryTableDeclaration<T extends { id: string }, Q, D> = ListDeclaration<T, Q, D> &
  (ConfirmedDelete | OwnDelete<T>);

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
 * Delete, the delete confirmed and toasted in the spec's words (or the domain's own). Props
 * override the table's.
 */
export function DirectoryTable<T extends { id: string }, Q, D, S extends string>(
  props: DirectoryTableProps<T, Q, D, S>,
) {
  const { declaration } = props;
  return 'useRowDelete' in declaration ? (
    <OwnDeleteTable {...props} declaration={declaration} />
  ) : (
    <ConfirmedDeleteTable {...props} declaration={declaration} />
  );
}

function ConfirmedDeleteTable<T extends { id: string }, Q, D, S extends string>(
  props: DirectoryTableProps<T, Q, D, S> & { declaration: ConfirmedDelete },
) {
  const { declaration } = props;
  const remove = declaration.useDelete();
  const toasts = entityToasts(declaration.kind);
  const confirmDelete = useConfirmDelete<T>({
    kind: declaration.kind,
    remove: (row) => remove.mutateAsync(row.id),
    success: toasts.deleted,
    failure: toasts.deleteError,
  });
  return (
    <DeclaredTable
      {...props}
      rowDelete={{ ask: confirmDelete.ask, dialogs: confirmDelete.dialog }}
    />
  );
}

function OwnDeleteTable<T extends { id: string }, Q, D, S extends string>(
  props: DirectoryTableProps<T, Q, D, S> & { declaration: OwnDelete<T> },
) {
  return <DeclaredTable {...props} rowDelete={props.declaration.useRowDelete()} />;
}

function DeclaredTable<T extends { id: string }, Q, D, S extends string>({
  declaration,
  list,
  query: listQuery,
  rowDelete,
  ...table
}: DirectoryTableProps<T, Q, D, S> & { rowDelete: RowDelete<T> }) {
  const declared = useDeclaredList(declaration, listQuery ?? (list.query as Q));
  return (
    <>
      <DataTable
        {...declared}
        list={list}
        onEdit={table.onOpen}
        onDelete={rowDelete.ask}
        deleteLockedReason={rowDelete.lockedReason}
        {...table}
      />
      {rowDelete.dialogs}
    </>
  );
}

/** A directory list's component from its declaration: all a domain's table file exports. */
export function directoryTable<T extends { id: string }, Q extends { sortCol?: string }, D>(
  declaration: DirectoryTableDeclaration<T, Q, D>,
) {
  return function DeclaredDirectoryTable(props: DirectoryListProps<T, NonNullable<Q['sortCol']>>) {
    return <DirectoryTable declaration={declaration} {...props} />;
  };
}
