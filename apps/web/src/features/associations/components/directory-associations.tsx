import type { AssociationsSlotProps } from '@/components/editor-drawer/directory-editor-types.ts';
import { QuickCreateContactDialog } from '@/entities/contacts/quick-create-contact.tsx';
import { ContactSelect } from '@/entities/contacts/contact-select.tsx';
import { ProjectSelect } from '@/entities/projects/project-select.tsx';
import {
  CONTACT_ASSOCIATION_TEXT,
  CONTACT_ASSOCIATION_TOASTS,
  PROJECT_ASSOCIATION_TEXT,
  PROJECT_ASSOCIATION_TOASTS,
} from '@/features/associations/messages.ts';
import { AssociationsSection } from './associations-section.tsx';

/**
 * The associations in a project's or a contact's editor (D§2.2): a project's Contact
 * Associations offer the client's contacts (and a new one), a contact's Project Associations
 * the client's projects; each party at most once.
 */
export default function DirectoryAssociations({ owner, clientId, deleted }: AssociationsSlotProps) {
  if ('projectId' in owner)
    return (
      <AssociationsSection
        owner={owner}
        title="Contact Associations"
        partySelect={(props) => <ContactSelect clientId={clientId} {...props} />}
        toasts={PROJECT_ASSOCIATION_TOASTS}
        text={PROJECT_ASSOCIATION_TEXT}
        deleted={deleted}
        quickCreate={{
          label: 'New Contact',
          render: (controls) => <QuickCreateContactDialog clientId={clientId} {...controls} />,
        }}
      />
    );
  return (
    <AssociationsSection
      owner={owner}
      title="Project Associations"
      partySelect={(props) => <ProjectSelect clientId={clientId} {...props} />}
      toasts={CONTACT_ASSOCIATION_TOASTS}
      text={CONTACT_ASSOCIATION_TEXT}
      deleted={deleted}
    />
  );
}
