import type { Contact, Project, Task } from '@tallysheet/contract/directory/directory';
import { ChildTable } from '@/components/data-table/child-table.tsx';
import { descriptionColumn, updatedColumn } from '@/components/data-table/columns.ts';
import type { ListDeclaration } from '@/components/data-table/list-declaration.ts';
import type { EditorTarget } from '@/components/editor-drawer/directory-editor-types.ts';
import {
  useContacts,
  type ContactList,
  type ContactListQuery,
} from '@/entities/contacts/api/get-contacts.ts';
import {
  useProjects,
  type ProjectList,
  type ProjectListQuery,
} from '@/entities/projects/api/get-projects.ts';
import { contactEmailColumn, contactNameColumn } from '@/entities/contacts/contact-columns.ts';
import { useTasks, type TaskList, type TaskListQuery } from '@/entities/tasks/api/get-tasks.ts';
import { CHILD_TEXT } from '@/features/clients/messages.ts';

/**
 * Each child table starts with its name (unless it names its rows otherwise) and ends with the
 * description and the last update, in the editor's width.
 */
function clientChild<
  T extends { id: string; name: string; description: string; updatedAt: string },
  Q,
  D,
>(
  declaration: Omit<ListDeclaration<T, Q, D>, 'name'> & { name?: ListDeclaration<T, Q, D>['name'] },
): ListDeclaration<T, Q, D> {
  return {
    ...declaration,
    name: declaration.name ?? { sortCol: 'name', width: '26%', value: (row) => row.name },
    columns: [...declaration.columns, descriptionColumn(), updatedColumn(130)],
    minWidth: 640,
  };
}

const PROJECTS = clientChild<Project, ProjectListQuery, ProjectList>({
  label: 'Projects',
  text: CHILD_TEXT.projects,
  columns: [
    {
      id: 'endCustomer',
      label: 'End Customer',
      sortCol: 'endCustomer',
      width: '24%',
      value: (row) => row.endCustomer,
    },
  ],
  useList: useProjects,
  rows: (data) => data.projects,
});

const CONTACTS = clientChild<Contact, ContactListQuery, ContactList>({
  label: 'Contacts',
  text: CHILD_TEXT.contacts,
  name: contactNameColumn('name', '24%'),
  columns: [contactEmailColumn('email', '28%')],
  useList: useContacts,
  rows: (data) => data.contacts,
});

const TASKS = clientChild<Task, TaskListQuery, TaskList>({
  label: 'Tasks',
  text: CHILD_TEXT.tasks,
  columns: [
    {
      id: 'project',
      label: 'Project',
      sortCol: 'Project.project_name',
      width: '24%',
      identifies: true,
      value: (row) => row.projectName,
    },
  ],
  useList: useTasks,
  rows: (data) => data.tasks,
});

/** Edit mode (D§2.2): the client's projects, contacts and tasks; a row opens its editor. */
export function ClientChildrenTables({
  clientId,
  deleted,
  onOpen,
}: {
  clientId: string;
  /** A deleted client gets no new children (D§2.2). */
  deleted: boolean;
  onOpen(target: EditorTarget): void;
}) {
  const child = (kind: EditorTarget['kind']) => ({
    parent: { clientId },
    deleted,
    onOpen: (row: { id: string }) => onOpen({ kind, id: row.id }),
    onCreate: () => onOpen({ kind, defaults: { clientId } }),
  });
  return (
    <>
      <ChildTable declaration={PROJECTS} {...child('project')} />
      <ChildTable declaration={CONTACTS} {...child('contact')} />
      <ChildTable declaration={TASKS} {...child('task')} />
    </>
  );
}
