import {
  QuickCreateDialog,
  type QuickCreateControls,
} from '@/components/editor-drawer/quick-create-dialog.tsx';
import { useCreateProject } from './api/create-project.ts';

/** A project of a client made from a dropdown (with its default task); it is then selected (D§4). */
export function QuickCreateProjectDialog({
  clientId,
  ...controls
}: QuickCreateControls & { clientId: string }) {
  const create = useCreateProject();
  return (
    <QuickCreateDialog
      {...controls}
      kind="project"
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
    />
  );
}
