import { DIRECTORY_MESSAGES } from '@tallysheet/contract/directory/directory';
import { QuickCreateDialog } from '../../../components/editor-drawer/quick-create-dialog.tsx';
import { useCreateContact } from '../api/create-contact.ts';
import { CONTACT_TOASTS } from '../messages.ts';

/** A project contact of a client made from a dropdown; it is then selected (D§4). */
export function QuickCreateContactDialog({
  clientId,
  open,
  onClose,
  onCreated,
}: {
  clientId: string;
  open: boolean;
  onClose(): void;
  onCreated(contactId: string): void;
}) {
  const create = useCreateContact();
  return (
    <QuickCreateDialog
      open={open}
      title="New Contact"
      submitLabel="Create Contact"
      requiredMessage={DIRECTORY_MESSAGES.contactName}
      emailRequiredMessage={DIRECTORY_MESSAGES.contactEmail}
      toasts={CONTACT_TOASTS}
      create={async ({ name, description, email }) =>
        (await create.mutateAsync({ clientId, name, description, email, associations: [] }))
          .contactId
      }
      onClose={onClose}
      onCreated={onCreated}
    />
  );
}
