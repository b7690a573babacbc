import { DIRECTORY_MESSAGES } from '@tallysheet/contract/directory/directory';
import { entityToasts } from '@/components/editor-drawer/entity-messages.ts';
import { QuickCreateDialog } from '@/components/editor-drawer/quick-create-dialog.tsx';
import { useCreateClient } from './api/create-client.ts';

/** A client made from a dropdown; the new client is then selected (D§4). */
export function QuickCreateClientDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose(): void;
  onCreated(clientId: string): void;
}) {
  const create = useCreateClient();
  return (
    <QuickCreateDialog
      open={open}
      title="New Client"
      submitLabel="Create Client"
      requiredMessage={DIRECTORY_MESSAGES.clientName}
      toasts={entityToasts('client')}
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
      onClose={onClose}
      onCreated={onCreated}
    />
  );
}
