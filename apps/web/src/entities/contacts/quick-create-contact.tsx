import { ContactEmailSchema } from '@tallysheet/contract/directory/directory';
import {
  QuickCreateDialog,
  type QuickCreateControls,
} from '@/components/editor-drawer/quick-create-dialog.tsx';
import { useCreateContact } from './api/create-contact.ts';

/** A project contact of a client made from a dropdown; it is then selected (D§4). */
export function QuickCreateContactDialog({
  clientId,
  ...controls
}: QuickCreateControls & { clientId: string }) {
  const create = useCreateContact();
  return (
    <QuickCreateDialog
      {...controls}
      kind="contact"
      emailSchema={ContactEmailSchema}
      create={async ({ name, description, email }) =>
        (await create.mutateAsync({ clientId, name, description, email, associations: [] }))
          .contactId
      }
    />
  );
}
