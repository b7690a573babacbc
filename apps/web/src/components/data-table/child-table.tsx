import { EditorSection } from '@/components/editor-drawer/editor-section.tsx';
import { DataTable } from './data-table.tsx';
import { useDeclaredList, type ListDeclaration } from './list-declaration.ts';
import { useListState } from './use-list-state.ts';

/**
 * A parent's children in its editor (D§2.2: a client's projects, contacts and tasks, a
 * project's tasks): a section named as the table with its create button (the declaration's
 * `newTitle`), over a sorted, paged table of every child, archived ones included. A deleted
 * parent gets no new children.
 */
export function ChildTable<T extends { id: string }, Q, D>({
  declaration,
  parent,
  deleted,
  onOpen,
  onEdit,
  onCreate,
}: {
  declaration: ListDeclaration<T, Q, D>;
  /** The parent the rows belong to, as the list query names it: `{ clientId }`. */
  parent: Partial<Q>;
  deleted: boolean;
  onOpen(row: NoInfer<T>): void;
  /** Shows the Edit column. */
  onEdit?(row: NoInfer<T>): void;
  onCreate(): void;
}) {
  const list = useListState();
  const declared = useDeclaredList(declaration, {
    ...list.query,
    archived: undefined,
    all: true,
    ...parent,
  } as Q);
  return (
    <EditorSection
      title={declaration.label}
      actionLabel={declaration.text.newTitle}
      onAction={onCreate}
      actionDisabled={deleted}
    >
      <DataTable
        {...declared}
        list={list}
        onOpen={onOpen}
        onEdit={onEdit}
        onCreate={onCreate}
        createDisabled={deleted}
      />
    </EditorSection>
  );
}
