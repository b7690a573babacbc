import type { Project } from '@tallysheet/contract/directory/directory';
import {
  clientNameColumn,
  descriptionColumn,
  updatedColumn,
} from '@/components/data-table/columns.ts';
import { directoryTable } from '@/components/data-table/directory-table.tsx';
import { useDeleteProject } from '@/features/projects/api/delete-project.ts';
import {
  useProjects,
  type ProjectList,
  type ProjectListQuery,
} from '@/entities/projects/api/get-projects.ts';
import { PROJECT, PROJECT_TEXT } from '@/features/projects/messages.ts';

/** The projects list (D§2.1): name, client, end customer, description, updated. */
export const ProjectsTable = directoryTable<Project, ProjectListQuery, ProjectList>({
  kind: PROJECT,
  label: 'Projects',
  name: { sortCol: 'projectName', width: '20%', value: (row) => row.name },
  columns: [
    clientNameColumn(),
    {
      id: 'endCustomer',
      label: 'End Customer',
      sortCol: 'endCustomer',
      width: '16%',
      value: (row) => row.endCustomer,
    },
    descriptionColumn('projectDescription'),
    updatedColumn(),
  ],
  text: PROJECT_TEXT,
  minWidth: 960,
  useList: useProjects,
  rows: (data) => data.projects,
  useDelete: useDeleteProject,
});
