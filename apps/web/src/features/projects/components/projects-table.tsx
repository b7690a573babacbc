import type { Project } from '@tallysheet/contract/directory/directory';
import { useConfirmDelete } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import type { DataTableColumn } from '@/components/data-table/types.ts';
import type { ListState } from '@/components/data-table/use-list-state.ts';
import { useDeleteProject } from '@/features/projects/api/delete-project.ts';
import { useProjects, type ProjectSortCol } from '@/entities/projects/api/get-projects.ts';
import { PROJECT, PROJECT_TEXT, PROJECT_TOASTS } from '@/features/projects/messages.ts';

const COLUMNS: DataTableColumn<Project>[] = [
  {
    id: 'clientName',
    label: 'Client',
    width: '16%',
    identifies: true,
    value: (row) => row.clientName,
  },
  {
    id: 'endCustomer',
    label: 'End Customer',
    sortCol: 'endCustomer',
    width: '16%',
    value: (row) => row.endCustomer,
  },
  {
    id: 'description',
    label: 'Description',
    sortCol: 'projectDescription',
    value: (row) => row.description,
  },
  {
    id: 'updatedAt',
    label: 'Updated',
    sortCol: 'updatedAt',
    kind: 'date',
    value: (row) => row.updatedAt,
  },
];

/** The projects list (D§2.1): name, client, end customer, description, updated. */
export function ProjectsTable({
  list,
  onOpen,
  onCreate,
}: {
  list: ListState<ProjectSortCol>;
  onOpen(project: Project): void;
  onCreate(): void;
}) {
  const query = useProjects(list.query);
  const remove = useDeleteProject();
  const confirmDelete = useConfirmDelete<Project>({
    kind: PROJECT,
    remove: (project) => remove.mutateAsync(project.id),
    success: PROJECT_TOASTS.deleted,
    failure: PROJECT_TOASTS.deleteError,
  });
  return (
    <>
      <DataTable
        label="Projects"
        name={{ sortCol: 'projectName', width: '20%', value: (row) => row.name }}
        columns={COLUMNS}
        rows={query.data?.projects}
        count={query.data?.count}
        getRowId={(row) => row.id}
        list={list}
        query={query}
        onOpen={onOpen}
        onEdit={onOpen}
        onDelete={confirmDelete.ask}
        emptyText={PROJECT_TEXT.empty}
        errorText={PROJECT_TEXT.loadError}
        createLabel="New Project"
        onCreate={onCreate}
        minWidth={960}
      />
      {confirmDelete.dialog}
    </>
  );
}
