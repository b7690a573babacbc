import { QuickCreateContactDialog } from '../../contacts/components/quick-create-contact.tsx';
import { useId, useState } from 'react';
import { useSnackbar } from 'notistack';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Association } from '@tallysheet/contract/directory/directory';
import { useConfirmDelete } from '../../../components/confirm-dialog.tsx';
import { useCreateAssociation } from '../../associations/api/create-association.ts';
import { useDeleteAssociation } from '../../associations/api/delete-association.ts';
import { useAssociations } from '../../associations/api/get-associations.ts';
import { useClientContacts } from '../api/get-client-contacts.ts';
import { useUpdateAssociation } from '../../associations/api/update-association.ts';
import { ASSOCIATION, ASSOCIATION_TEXT, ASSOCIATION_TOASTS as TOASTS } from '../messages.ts';
import {
  AssociationDialog,
  type AssociationValues,
} from '../../associations/components/association-dialog.tsx';
import { AssociationsTable } from '../../associations/components/associations-table.tsx';

interface DialogState {
  open: boolean;
  key: number;
  /** Edit mode: the association being changed. */
  row?: Association;
}

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
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const associations = useAssociations({ projectId });
  const contacts = useClientContacts(clientId);
  const create = useCreateAssociation();
  const update = useUpdateAssociation();
  const remove = useDeleteAssociation();
  const [dialog, setDialog] = useState<DialogState>({ open: false, key: 0 });
  const openDialog = (row?: Association) =>
    setDialog((state) => ({ open: true, key: state.key + 1, row }));
  const closeDialog = () => setDialog((state) => ({ ...state, open: false }));
  const confirmDelete = useConfirmDelete<Association>({
    kind: ASSOCIATION,
    remove: (row) => remove.mutateAsync({ projectId: row.projectId, contactId: row.contactId }),
    success: TOASTS.deleted,
    failure: TOASTS.deleteError,
  });

  const rows = associations.data?.associations;
  const taken = new Set(rows?.map((row) => row.contactId));
  const options = (contacts.data?.contacts ?? []).map((contact) => ({
    id: contact.id,
    name: contact.name || contact.email,
    disabled: taken.has(contact.id),
  }));

  const save = async ({ partyId, contactType, notificationLevel }: AssociationValues) => {
    const editing = Boolean(dialog.row);
    const body = { projectId, contactId: partyId, contactType, notificationLevel };
    try {
      if (editing) await update.mutateAsync(body);
      else await create.mutateAsync(body);
      enqueueSnackbar(editing ? TOASTS.updated : TOASTS.created, { variant: 'success' });
      closeDialog();
    } catch {
      enqueueSnackbar(editing ? TOASTS.updateError : TOASTS.createError, { variant: 'error' });
    }
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby={titleId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={titleId} variant="h6" component="h3">
          Contact Associations
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<AddIcon />}
          disabled={deleted}
          onClick={() => openDialog()}
        >
          New Association
        </Button>
      </Stack>
      <AssociationsTable
        label="Contact Associations"
        partyLabel="Contact"
        partyName={(row) => row.contactName}
        rows={rows}
        loading={associations.isPending}
        error={associations.isError}
        errorText={ASSOCIATION_TEXT.loadError}
        onReload={() => void associations.refetch()}
        emptyText={ASSOCIATION_TEXT.empty}
        onEdit={openDialog}
        onDelete={confirmDelete.ask}
        disabled={deleted}
      />
      {dialog.key > 0 && (
        <AssociationDialog
          key={dialog.key}
          open={dialog.open}
          partyLabel="Contact"
          quickCreate={{
            label: 'New Contact',
            render: (controls) => <QuickCreateContactDialog clientId={clientId} {...controls} />,
          }}
          options={options}
          optionsLoading={contacts.isPending}
          optionsError={contacts.isError}
          fixed={dialog.row && { id: dialog.row.contactId, name: dialog.row.contactName }}
          initial={dialog.row}
          saving={create.isPending || update.isPending}
          onSave={(values) => void save(values)}
          onCancel={closeDialog}
        />
      )}
      {confirmDelete.dialog}
    </Stack>
  );
}
