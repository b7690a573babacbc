import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { ListFilters } from '@/components/data-table/list-filter.tsx';
import { afterSave, useListState } from '@/components/data-table/use-list-state.ts';
import { PageHeader } from '@/components/page-header.tsx';
import type { TaskSortCol } from '@/entities/tasks/api/get-tasks.ts';
import { TasksTable } from '@/features/tasks/components/tasks-table.tsx';
import { useDirectoryEditor } from './use-directory-editor.tsx';

/** Tasks (D§2.1): the list with its search and Active/Archived filter and the directory editors. */
export default function TasksPage() {
  const list = useListState<TaskSortCol>();
  const editor = useDirectoryEditor('task', afterSave(list));
  const openNew = () => editor.open({ kind: 'task' });
  return (
    <>
      <PageHeader
        title="Tasks"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={openNew}>
            New Task
          </Button>
        }
      />
      <ListFilters list={list} searchPlaceholder="Task name" />
      <TasksTable
        list={list}
        onOpen={(task) => editor.open({ kind: 'task', id: task.id })}
        onCreate={openNew}
      />
      {editor.element}
    </>
  );
}
