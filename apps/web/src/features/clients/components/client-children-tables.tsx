import { type ReactNode } from 'react';
import type { Contact, Project, Task } from '@tallysheet/contract/directory/directory';
import { DataTable } from '@/components/data-table/data-table.tsx';
import type { DataTableColumn } from '@/components/data-table/types.ts';
import { useListState } from '@/components/data-table/use-list-state.ts';
import { EditorSection } from '@/components/editor-drawer/editor-section.tsx';
import type { EditorTarget } from '@/components/editor-drawer/directory-editor-types.ts';
import { useContacts, type ContactSortCol } from '@/entities/contacts/api/get-contacts.ts';
import { useProjects, type ProjectSortCol } from '@/entities/projects/api/get-projects.ts';
import { useTasks, type TaskSortCol } from '@/entities/tasks/api/get-tasks.ts';
import { CHILD_TEXT } from '@/features/clients/messages.ts';

const UPDATED = {
  id: 'updatedAt',
  label: 'Updated',
  sortCol: 'updatedAt',
  kind: 'date',
  width: 130,
} as const;

const PROJECT_COLUMNS: DataTableColumn<Project>[] = [
  {
    id: 'endCustomer',
    label: 'End Customer',
    sortCol: 'endCustomer',
    width: '24%',
    value: (r) => r.endCustomer,
  },
  { id: 'description', label: 'Description', sortCol: 'description', value: (r) => r.description },
  { ...UPDATED, value: (r) => r.updatedAt },
];
const CONTACT_COLUMNS: DataTableColumn<Contact>[] = [
  {
    id: 'email',
    label: 'Email',
    sortCol: 'email',
    width: '28%',
    identifies: true,
    value: (r) => r.email,
  },
  { id: 'description', label: 'Description', sortCol: 'description', value: (r) => r.description },
  { ...UPDATED, value: (r) => r.updatedAt },
];
const TASK_COLUMNS: DataTableColumn<Task>[] = [
  {
    id: 'project',
    label: 'Project',
    sortCol: 'Project.project_name',
    width: '24%',
    identifies: true,
    value: (r) => r.projectName,
  },
  { id: 'description', label: 'Description', sortCol: 'description', value: (r) => r.description },
  { ...UPDATED, value: (r) => r.updatedAt },
];

interface ChildProps {
  clientId: string;
  /** A deleted client gets no new children (D§2.2). */
  deleted: boolean;
  onOpen(target: EditorTarget): void;
}

function Section({
  title,
  createLabel,
  deleted,
  onCreate,
  children,
}: {
  title: string;
  createLabel: string;
  deleted: boolean;
  onCreate(): void;
  children: ReactNode;
}) {
  return (
    <EditorSection
      title={title}
      actionLabel={createLabel}
      onAction={onCreate}
      actionDisabled={deleted}
    >
      {children}
    </EditorSection>
  );
}

function ClientProjects({ clientId, deleted, onOpen }: ChildProps) {
  const list = useListState<ProjectSortCol>();
  const query = useProjects({ ...list.query, archived: undefined, all: true, clientId });
  const create = () => onOpen({ kind: 'project', defaults: { clientId } });
  return (
    <Section title="Projects" createLabel="New Project" deleted={deleted} onCreate={create}>
      <DataTable
        label="Projects"
        name={{ sortCol: 'name', width: '26%', value: (row) => row.name }}
        columns={PROJECT_COLUMNS}
        rows={query.data?.projects}
        count={query.data?.count}
        getRowId={(row) => row.id}
        list={list}
        query={query}
        onOpen={(row) => onOpen({ kind: 'project', id: row.id })}
        emptyText={CHILD_TEXT.projectsEmpty}
        errorText={CHILD_TEXT.projectsError}
        createLabel="New Project"
        onCreate={create}
        createDisabled={deleted}
        minWidth={640}
      />
    </Section>
  );
}

function ClientContacts({ clientId, deleted, onOpen }: ChildProps) {
  const list = useListState<ContactSortCol>();
  const query = useContacts({ ...list.query, archived: undefined, all: true, clientId });
  const create = () => onOpen({ kind: 'contact', defaults: { clientId } });
  return (
    <Section title="Contacts" createLabel="New Contact" deleted={deleted} onCreate={create}>
      <DataTable
        label="Contacts"
        name={{
          sortCol: 'name',
          width: '24%',
          value: (row) => row.name,
          rowLabel: (row) => row.name || row.email,
        }}
        columns={CONTACT_COLUMNS}
        rows={query.data?.contacts}
        count={query.data?.count}
        getRowId={(row) => row.id}
        list={list}
        query={query}
        onOpen={(row) => onOpen({ kind: 'contact', id: row.id })}
        emptyText={CHILD_TEXT.contactsEmpty}
        errorText={CHILD_TEXT.contactsError}
        createLabel="New Contact"
        onCreate={create}
        createDisabled={deleted}
        minWidth={640}
      />
    </Section>
  );
}

function ClientTasks({ clientId, deleted, onOpen }: ChildProps) {
  const list = useListState<TaskSortCol>();
  const query = useTasks({ ...list.query, archived: undefined, all: true, clientId });
  const create = () => onOpen({ kind: 'task', defaults: { clientId } });
  return (
    <Section title="Tasks" createLabel="New Task" deleted={deleted} onCreate={create}>
      <DataTable
        label="Tasks"
        name={{ sortCol: 'name', width: '26%', value: (row) => row.name }}
        columns={TASK_COLUMNS}
        rows={query.data?.tasks}
        count={query.data?.count}
        getRowId={(row) => row.id}
        list={list}
        query={query}
        onOpen={(row) => onOpen({ kind: 'task', id: row.id })}
        emptyText={CHILD_TEXT.tasksEmpty}
        errorText={CHILD_TEXT.tasksError}
        createLabel="New Task"
        onCreate={create}
        createDisabled={deleted}
        minWidth={640}
      />
    </Section>
  );
}

/** Edit mode (D§2.2): the client's projects, contacts and tasks; a row opens its editor. */
export function ClientChildrenTables(props: ChildProps) {
  return (
    <>
      <ClientProjects {...props} />
      <ClientContacts {...props} />
      <ClientTasks {...props} />
    </>
  );
}
