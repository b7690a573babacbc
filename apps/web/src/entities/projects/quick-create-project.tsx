import { DIRECTORY_MESSAGES } from '@tallysheet/contract/directory/directory';
import { entityToasts } from '@/components/editor-drawer/entity-messages.ts';
import { QuickCreateDialog } from '@/components/editor-drawer/quick-create-dialog.tsx';
import { useCreateProject } from './api/create-project.ts';

/** A project of a client made from a dropdown (with its default task); it is then selected (D§4). */
export function QuickCreateProjectDialog({
  clientId,
  open,
  onClose,
  onCreated,
}: {
  clientId: string;
  open: boolean;
  onClose(): void;
  onCreated(projectId: string): void;
}) {
  const create = useCreateProject();
  return (
    <QuickCreateDialog
      open={open}
      title="New Project"
      submitLabel="Create Project"
      requiredMessage={DIRECTORY_MESSAGES.projectName}
      toasts={entityToasts('project')}
      create={async ({ name, description }) =>
        (
          await create.mutateAsync({
            clientId,
            name,
            description,
            endCustomer: '',
            tasks: [],
            associations: [],
          })
        ).projectId
      }
      onClose={onClose}
      onCreated={onCreated}
    />
  );
}
