import { useState } from 'react';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Delegation } from '@tallysheet/contract/directory/delegations';
import { formatDay } from '@tallysheet/contract/timesheets/week';
import type { OutOfOfficeSlotProps } from '@/components/editor-drawer/directory-editor-types.ts';
import { EditorSection } from '@/components/editor-drawer/editor-section.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { useDelegations, useDeleteDelegation } from '../api/delegations.ts';
import { OUT_OF_OFFICE } from '../messages.ts';
import { AlternateDialog } from './alternate-dialog.tsx';

/** Today in the browser's calendar, `YYYY-MM-DD`. */
const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

function phaseOf(delegation: Delegation, day: string) {
  if (delegation.to < day) return 'ended';
  return delegation.from <= day ? 'running' : 'upcoming';
}

/**
 * A contact's out-of-office alternates (issue 29 §3): who stands in for them, from when to
 * when. While one runs, the alternate gets the contact's approval links too and decides on
 * their behalf.
 */
export default function OutOfOffice({ contactId, clientId, deleted }: OutOfOfficeSlotProps) {
  const toast = useActionToast();
  const delegations = useDelegations(contactId);
  const remove = useDeleteDelegation();
  const [dialog, setDialog] = useState({ open: false, key: 0 });
  const [removing, setRemoving] = useState<Delegation | null>(null);
  const day = today();
  const rows = delegations.data?.delegations ?? [];

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast(OUT_OF_OFFICE.removed, { variant: 'success' });
    } catch {
      toast(OUT_OF_OFFICE.removeError, { variant: 'error' });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <EditorSection
      title={OUT_OF_OFFICE.title}
      actionLabel={OUT_OF_OFFICE.add}
      onAction={() => setDialog((state) => ({ open: true, key: state.key + 1 }))}
      actionDisabled={deleted}
      hint={OUT_OF_OFFICE.hint}
    >
      {delegations.isError && <Alert severity="error">{OUT_OF_OFFICE.loadError}</Alert>}
      {delegations.isSuccess && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {OUT_OF_OFFICE.empty}
        </Typography>
      )}
      {rows.length > 0 && (
        <List dense disablePadding aria-label={OUT_OF_OFFICE.title}>
          {rows.map((delegation) => {
            const phase = phaseOf(delegation, day);
            return (
              <ListItem
                key={delegation.id}
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={OUT_OF_OFFICE.removeLabel(delegation.delegateName)}
                    disabled={deleted}
                    onClick={() => setRemoving(delegation)}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={delegation.delegateName}
                  secondary={`${formatDay(delegation.from)} – ${formatDay(delegation.to)}`}
                />
                <Chip
                  size="small"
                  variant="outlined"
                  color={phase === 'running' ? 'success' : 'default'}
                  label={OUT_OF_OFFICE.phase[phase]}
                  sx={{ mr: 2 }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      {dialog.key > 0 && (
        <AlternateDialog
          key={dialog.key}
          open={dialog.open}
          contactId={contactId}
          clientId={clientId}
          onClose={() => setDialog((state) => ({ ...state, open: false }))}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={OUT_OF_OFFICE.removeTitle}
        message={OUT_OF_OFFICE.removeMessage(removing?.delegateName ?? '')}
        confirmLabel={OUT_OF_OFFICE.removeConfirm}
        loading={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </EditorSection>
  );
}
