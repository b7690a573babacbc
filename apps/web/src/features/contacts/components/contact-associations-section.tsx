import { AssociationsSection } from '@/entities/associations/associations-section.tsx';
import { ProjectSelect } from '@/entities/projects/project-select.tsx';
import { ASSOCIATION_TEXT, ASSOCIATION_TOASTS } from '@/features/contacts/messages.ts';

/** The contact editor's project associations (D§2.2): the client's projects, each at most once. */
export function ContactAssociationsSection({
  contactId,
  clientId,
  deleted,
}: {
  contactId: string;
  clientId: string;
  deleted: boolean;
}) {
  return (
    <AssociationsSection
      owner={{ contactId }}
      title="Project Associations"
      partySelect={(props) => <ProjectSelect clientId={clientId} {...props} />}
      toasts={ASSOCIATION_TOASTS}
      text={ASSOCIATION_TEXT}
      deleted={deleted}
    />
  );
}
