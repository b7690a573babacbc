import { AssociationsSection } from '@/entities/associations/associations-section.tsx';
import { useProjectOptions } from '@/entities/projects/api/get-projects.ts';
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
  const projects = useProjectOptions(clientId);
  return (
    <AssociationsSection
      owner={{ contactId }}
      title="Project Associations"
      parties={{
        options: (projects.data?.projects ?? []).map((project) => ({
          id: project.id,
          name: project.name,
        })),
        loading: projects.isPending,
        error: projects.isError,
      }}
      toasts={ASSOCIATION_TOASTS}
      text={ASSOCIATION_TEXT}
      deleted={deleted}
    />
  );
}
