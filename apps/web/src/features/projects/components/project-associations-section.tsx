import { AssociationsSection } from '@/entities/associations/associations-section.tsx';
import { QuickCreateContactDialog } from '@/entities/contacts/quick-create-contact.tsx';
import { ContactSelect } from '@/entities/contacts/contact-select.tsx';
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
  return (
    <AssociationsSection
      owner={{ projectId }}
      title="Contact Associations"
      partySelect={(props) => <ContactSelect clientId={clientId} {...props} />}
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
