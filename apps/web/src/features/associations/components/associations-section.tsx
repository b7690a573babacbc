import { useState, type ReactNode } from 'react';
import type { Association } from '@tallysheet/contract/directory/directory';
import { EditorSection } from '@/components/editor-drawer/editor-section.tsx';
import { useConfirmDelete } from '@/components/confirm-dialog.tsx';
import { useCreateAssociation } from '@/features/associations/api/create-association.ts';
import { useDeleteAssociation } from '@/features/associations/api/delete-association.ts';
import { useAssociations } from '@/features/associations/api/get-associations.ts';
import { useUpdateAssociation } from '@/features/associations/api/update-association.ts';
import {
  AssociationDialog,
  type AssociationDialogProps,
  type AssociationValues,
} from './association-dialog.tsx';
import { AssociationsTable } from './associations-table.tsx';
import { useOutstandingTimecards } from '@/entities/associations/use-outstanding-timecards.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';

interface DialogState {
  open: boolean;
  key: number;
  /** Edit mode: the association being changed. */
  row?: Association;
}

interface AssociationsSectionProps {
  /** Whose associations: a project's (the party is a contact) or a contact's (the party is a project). */
  owner: { projectId: string } | { contactId: string };
  title: string;
  /** The picker of the client's parties that may be linked; already linked ones are disabled. */
  partySelect: AssociationDialogProps['partySelect'];
  toasts: {
    created: string;
    updated: string;
    deleted: string;
    createError: string;
    updateError: string;
    deleteError: string;
  };
  text: { empty: string; loadError: string };
  deleted: boolean;
  quickCreate?: AssociationDialogProps['quickCreate'];
}

/** One editor section of contact-to-project associations (D§2.2), from either side. */
export function AssociationsSection({
  owner,
  title,
  partySelect,
  toasts,
  text,
  deleted,
  quickCreate,
}: AssociationsSectionProps): ReactNode {
  const enqueueSnackbar = useActionToast();
  const ownsProject = 'projectId' in owner;
  const partyLabel = ownsProject ? 'Contact' : 'Project';
  const partyId = (row: Association) => (ownsProject ? row.contactId : row.projectId);
  const partyName = (row: Association) => (ownsProject ? row.contactName : row.projectName);
  const associations = useAssociations(owner);
  const create = useCreateAssociation();
  const update = useUpdateAssociation();
  const remove = useDeleteAssociation();
  const outstanding = useOutstandingTimecards();
  const [dialog, setDialog] = useState<DialogState>({ open: false, key: 0 });
  const openDialog = (row?: Association) =>
    setDialog((state) => ({ open: true, key: state.key + 1, row }));
  const closeDialog = () => setDialog((state) => ({ ...state, open: false }));
  const confirmDelete = useConfirmDelete<Association>({
    kind: 'association',
    remove: (row) => remove.mutateAsync({ projectId: row.projectId, contactId: row.contactId }),
    success: toasts.deleted,
    failure: toasts.deleteError,
  });

  const rows = associations.data?.associations;
  const taken = new Set(rows?.map(partyId));

  const save = async ({ partyId: chosen, contactType, notificationLevel }: AssociationValues) => {
    const editing = Boolean(dialog.row);
    const link =
      'projectId' in owner
        ? { projectId: owner.projectId, contactId: chosen }
        : { projectId: chosen, contactId: owner.contactId };
    const values = { ...link, contactType, notificationLevel };
    try {
      if (editing) await update.mutateAsync(values);
      else {
        // D§4: a project with outstanding timecards asks whether to send them first.
        const sent = await outstanding.send(async (outstandingTimecardsAction) => {
          await create.mutateAsync(
            outstandingTimecardsAction ? { ...values, outstandingTimecardsAction } : values,
          );
          return true;
        });
        // Cancelled: nothing saved, the association dialog stays open.
        if (!sent) return;
      }
      enqueueSnackbar(editing ? toasts.updated : toasts.created, { variant: 'success' });
      closeDialog();
    } catch {
      enqueueSnackbar(editing ? toasts.updateError : toasts.createError, { variant: 'error' });
    }
  };

  return (
    <EditorSection
      title={title}
      actionLabel="New Association"
      onAction={() => openDialog()}
      actionDisabled={deleted}
    >
      <AssociationsTable
        label={title}
        partyLabel={partyLabel}
        partyName={partyName}
        rows={rows}
        loading={associations.isPending}
        error={associations.isError}
        errorText={text.loadError}
        onReload={() => void associations.refetch()}
        emptyText={text.empty}
        onEdit={openDialog}
        onDelete={confirmDelete.ask}
        disabled={deleted}
      />
      {dialog.key > 0 && (
        <AssociationDialog
          key={dialog.key}
          open={dialog.open}
          partyLabel={partyLabel}
          quickCreate={quickCreate}
          partySelect={partySelect}
          isTaken={(id) => taken.has(id)}
          fixed={dialog.row && { id: partyId(dialog.row), name: partyName(dialog.row) }}
          initial={dialog.row}
          saving={create.isPending || update.isPending}
          onSave={(values) => void save(values)}
          onCancel={closeDialog}
        />
      )}
      {outstanding.dialog}
      {confirmDelete.dialog}
    </EditorSection>
  );
}
