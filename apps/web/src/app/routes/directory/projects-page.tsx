import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { ListFilters } from '@/components/data-table/list-filter.tsx';
import { afterSave, useListState } from '@/components/data-table/use-list-state.ts';
import { PageHeader } from '@/components/page-header.tsx';
import type { ProjectSortCol } from '@/entities/projects/api/get-projects.ts';
import { ProjectsTable } from '@/features/projects/components/projects-table.tsx';
import { useDirectoryEditor } from './use-directory-editor.tsx';

/** Projects (D§2.1): the list with its search and Active/Archived filter and the project editor. */
export default function ProjectsPage() {
  const list = useListState<ProjectSortCol>();
  const editor = useDirectoryEditor('project', afterSave(list));
  const openNew = () => editor.open({ kind: 'project' });
  return (
    <>
      <PageHeader
        title="Projects"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={openNew}>
            New Project
          </Button>
        }
      />
      <ListFilters list={list} searchPlaceholder="Project name" />
      <ProjectsTable
        list={list}
        onOpen={(project) => editor.open({ kind: 'project', id: project.id })}
        onCreate={openNew}
      />
      {editor.element}
    </>
  );
}
