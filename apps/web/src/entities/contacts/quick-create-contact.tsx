import { ContactEmailSchema, DIRECTORY_MESSAGES } from '@tallysheet/contract/directory/directory';
import { entityToasts } from '@/components/editor-drawer/entity-messages.ts';
import { QuickCreateDialog } from '@/components/editor-drawer/quick-create-dialog.tsx';
import { useCreateContact } from './api/create-contact.ts';

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
      emailSchema={ContactEmailSchema}
      toasts={entityToasts('contact')}
      create={async ({ name, description, email }) =>
        (await create.mutateAsync({ clientId, name, description, email, associations: [] }))
          .contactId
      }
      onClose={onClose}
      onCreated={onCreated}
    />
  );
}
