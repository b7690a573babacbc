import { CreateProjectSchema, type Project } from '@tallysheet/contract/directory/directory';
import type { DirectoryEditorProps } from '@/components/editor-drawer/directory-editor-types.ts';
import { DirectoryEditor } from '@/components/editor-drawer/directory-editor.tsx';
import {
  plainForm,
  type DirectoryEditorDeclaration,
} from '@/components/editor-drawer/use-entity-editor.ts';
import { useCreateProject, type CreateProject } from '@/entities/projects/api/create-project.ts';
import { useDeleteProject } from '@/features/projects/api/delete-project.ts';
import { useProject } from '@/entities/projects/api/get-project.ts';
import { useUpdateProject } from '@/features/projects/api/update-project.ts';
import { PROJECT, PROJECT_TEXT } from '@/features/projects/messages.ts';
import { useClientChildEditor } from '@/entities/clients/use-client-child-editor.tsx';
import { ProjectTasksSection } from './project-tasks-section.tsx';

interface ProjectFormValues {
  clientId: string;
  name: string;
  description: string;
  endCustomer: string;
}

const PROJECT_EDITOR: DirectoryEditorDeclaration<Project, ProjectFormValues> = {
  kind: PROJECT,
  text: PROJECT_TEXT,
  schema: CreateProjectSchema,
  ...plainForm<Project, ProjectFormValues>({
    clientId: '',
    name: '',
    description: '',
    endCustomer: '',
  }),
  fields: [
    { name: 'name', label: 'Name', required: true, first: true },
    { name: 'description', label: 'Description', multiline: true },
    { name: 'endCustomer', label: 'End Customer' },
  ],
  parentKey: 'clientId',
  // Another project of the same client is the likely next one.
  keepAfterCreate: ['clientId'],
  visibleAs: 'project',
};

/** The project editor (D§2.2): New Project with a client dropdown, or Editing Project - {name}. */
export default function ProjectEditor(props: DirectoryEditorProps) {
  const { id: projectId, onOpen, associations: Associations, rates: Rates } = props;
  const create = useCreateProject();
  const update = useUpdateProject();
  const archive = useUpdateProject();
  const remove = useDeleteProject();
  const editor = useClientChildEditor<Project, ProjectFormValues, CreateProject>(
    PROJECT_EDITOR,
    props,
    {
      query: useProject(projectId),
      create: async (values) => (await create.mutateAsync(values)).projectId,
      update: (id, { name, description, endCustomer }) =>
        update.mutateAsync({ projectId: id, body: { name, description, endCustomer } }),
      setArchived: (id, isArchived) => archive.mutateAsync({ projectId: id, body: { isArchived } }),
      remove: (id) => remove.mutateAsync(id),
    },
  );
  const { current, lead } = editor;
  return (
    <DirectoryEditor editor={editor} lead={lead}>
      {projectId && current && (
        <>
          {Associations && (
            <Associations
              owner={{ projectId }}
              clientId={current.clientId}
              deleted={current.isDeleted}
            />
          )}
          <ProjectTasksSection
            projectId={projectId}
            deleted={current.isDeleted}
            onOpenTask={(task) => onOpen({ kind: 'task', id: task.id })}
            onCreateTask={() =>
              onOpen({ kind: 'task', defaults: { clientId: current.clientId, projectId } })
            }
          />
          {Rates && <Rates owner={{ projectId }} deleted={current.isDeleted} />}
        </>
      )}
    </DirectoryEditor>
  );
}
