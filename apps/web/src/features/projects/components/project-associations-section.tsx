import { AssociationsSection } from '@/entities/associations/associations-section.tsx';
import { QuickCreateContactDialog } from '@/entities/contacts/quick-create-contact.tsx';
import { useContactOptions } from '@/entities/contacts/api/get-contacts.ts';
import { ASSOCIATION_TEXT, ASSOCIATION_TOASTS } from '@/features/projects/messages.ts';

/** The project editor's Contact Associations (D§2.2): the client's contacts, each at most once. */
export function ProjectAssociationsSection({
  projectId,
  clientId,
  deleted,
}: {
  projectId: string;
  clientId: string;
  deleted: boolean;
}) {
  const contacts = useContactOptions(clientId);
  return (
    <AssociationsSection
      owner={{ projectId }}
      title="Contact Associations"
      parties={{
        options: (contacts.data?.contacts ?? []).map((contact) => ({
          id: contact.id,
          name: contact.name || contact.email,
        })),
        loading: contacts.isPending,
        error: contacts.isError,
      }}
      toasts={ASSOCIATION_TOASTS}
      text={ASSOCIATION_TEXT}
      deleted={deleted}
      quickCreate={{
        label: 'New Contact',
        render: (controls) => <QuickCreateContactDialog clientId={clientId} {...controls} />,
      }}
    />
  );
}
