import {
  QuickCreateDialog,
  type QuickCreateControls,
} from '@/components/editor-drawer/quick-create-dialog.tsx';
import { useCreateClient } from './api/create-client.ts';

/** A client made from a dropdown; the new client is then selected (D§4). */
export function QuickCreateClientDialog({ ...controls }: QuickCreateControls) {
  const create = useCreateClient();
  return (
    <QuickCreateDialog
      {...controls}
      kind="client"
      create={async ({ name, description }) =>
        (
          await create.mutateAsync({
            name,
            description,
            projects: [],
            contacts: [],
            tasks: [],
            associations: [],
          })
        ).clientId
      }
    />
  );
}
