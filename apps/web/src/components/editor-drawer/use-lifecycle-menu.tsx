import { useState } from 'react';
import { useActionToast } from '@/components/use-action-toast.ts';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import { useConfirmDelete } from '@/components/confirm-dialog.tsx';
import { MoreMenu } from './more-menu.tsx';
import type { entityToasts } from './entity-messages.ts';

interface LifecycleMenuOptions {
  kind: string;
  toasts: ReturnType<typeof entityToasts>;
  /** The entity being edited; no menu in create mode. */
  entity: { id: string; isArchived: boolean; isDeleted: boolean } | undefined;
  setArchived(id: string, isArchived: boolean): Promise<unknown>;
  remove(id: string): Promise<unknown>;
  onArchived?(id: string): void;
  onDeleted?(): void;
}

/** An editor's more menu: Archive or Unarchive, and Delete after a confirmation (D§4). */
export function useLifecycleMenu({ kind, toasts, entity, ...actions }: LifecycleMenuOptions) {
  const enqueueSnackbar = useActionToast();
  const [archiving, setArchiving] = useState(false);
  const confirmDelete = useConfirmDelete<string>({
    kind,
    remove: actions.remove,
    success: toasts.deleted,
    failure: toasts.deleteError,
    onDeleted: () => actions.onDeleted?.(),
  });

  const toggleArchive = async (id: string, isArchived: boolean) => {
    setArchiving(true);
    try {
      await actions.setArchived(id, isArchived);
      enqueueSnackbar(isArchived ? toasts.archived : toasts.unarchived, { variant: 'success' });
      actions.onArchived?.(id);
    } catch {
      enqueueSnackbar(isArchived ? toasts.archiveError : toasts.unarchiveError, {
        variant: 'error',
      });
    } finally {
      setArchiving(false);
    }
  };

  const moreMenu = entity && (
    <MoreMenu
      items={[
        {
          label: entity.isArchived ? 'Unarchive' : 'Archive',
          icon: entity.isArchived ? (
            <UnarchiveOutlinedIcon fontSize="small" />
          ) : (
            <ArchiveOutlinedIcon fontSize="small" />
          ),
          disabled: entity.isDeleted || archiving,
          onClick: () => void toggleArchive(entity.id, !entity.isArchived),
        },
        {
          label: 'Delete',
          icon: <DeleteOutlinedIcon fontSize="small" />,
          destructive: true,
          disabled: entity.isDeleted,
          onClick: () => confirmDelete.ask(entity.id),
        },
      ]}
    />
  );
  return { moreMenu, dialog: confirmDelete.dialog };
}
