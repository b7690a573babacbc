import { useState } from 'react';
import { useActionToast } from '@/components/use-action-toast.ts';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import type { SystemRole } from '@tallysheet/contract/roles/roles';
import { deleteMessage, deleteTitle } from '@/components/confirm-dialog.tsx';
import { useFocusAfterRemoval } from '@/components/focus-after-removal.ts';
import { MoreMenu } from '@/components/editor-drawer/more-menu.tsx';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import { useArchiveUser } from '@/features/users/api/archive-user.ts';
import { useDeleteUser } from '@/features/users/api/delete-user.ts';
import { useSeatCost } from '@/features/users/hooks/use-seat-cost.ts';
import { TOASTS, USER, USER_TEXT } from '@/features/users/messages.ts';
import { credentialChangeRefusal, userRemovalBlock } from '@tallysheet/contract/users/user-rules';
import { mfaResetBlock } from '@tallysheet/contract/identity/mfa';
import { ApiError } from '@/lib/api-client.ts';
import { useResetMfa } from '@/features/users/api/reset-mfa.ts';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { UserActionDialog } from './user-action-dialog.tsx';

/** What the lifecycle actions need of a user: a list row or the editor's user. */
export interface LifecycleUser {
  userId: string;
  displayName: string;
  systemRole: SystemRole;
  isArchived: boolean;
  isDeleted: boolean;
}

type Pending = {
  action: 'archive' | 'unarchive' | 'delete' | 'reset' | 'resetMfa';
  user: LifecycleUser;
};

/** Unarchiving adds a seat back; archiving or deleting an active user frees one. */
function seatChange(pending: Pending | null): 'add' | 'remove' | null {
  if (pending?.action === 'unarchive') return 'add';
  if ((pending?.action === 'archive' || pending?.action === 'delete') && !pending.user.isArchived)
    return 'remove';
  return null;
}

export const USER_ACTIONS = {
  reset: 'Reset Password',
  resetMfa: 'Reset two-step verification',
  archive: 'Archive',
  unarchive: 'Unarchive',
  delete: 'Delete',
} as const;

/**
 * Reset Password, Reset two-step verification, Archive or Unarchive, and Delete of a user, each
 * after its dialog (A§2.6).
 * Archive and delete are refused for the Billing Administrator and the current user (A§6);
 * the seat-cost alert shows when an active user is removed or an archived one comes back.
 */
export function useUserLifecycle({
  onArchived,
  onDeleted,
}: {
  onArchived?(user: LifecycleUser): void;
  onDeleted?(user: LifecycleUser): void;
} = {}) {
  const enqueueSnackbar = useActionToast();
  const { profile, tenant } = useBootstrap();
  const archive = useArchiveUser();
  const remove = useDeleteUser();
  const resetMfa = useResetMfa();
  const [pending, setPending] = useState<Pending | null>(null);
  // The dialog keeps its text while it closes.
  const [shown, setShown] = useState<Pending | null>(null);
  // A deleted user's row takes its Delete button with it: focus goes to the row in its place.
  const focus = useFocusAfterRemoval();
  const ask = (next: Pending) => {
    focus.remember();
    setPending(next);
    setShown(next);
  };
  const close = () => setPending(null);

  const seatCost = useSeatCost(seatChange(shown));

  const setArchived = async (user: LifecycleUser, archived: boolean) => {
    try {
      await archive.mutateAsync({ userId: user.userId, archived });
      enqueueSnackbar(archived ? TOASTS.archived : TOASTS.unarchived, { variant: 'success' });
      close();
      onArchived?.(user);
    } catch {
      enqueueSnackbar(archived ? TOASTS.archiveError : TOASTS.unarchiveError, {
        variant: 'error',
      });
      close();
    }
  };

  const destroy = async (user: LifecycleUser) => {
    try {
      await remove.mutateAsync(user.userId);
      enqueueSnackbar(TOASTS.deleted, { variant: 'success' });
      close();
      onDeleted?.(user);
    } catch {
      enqueueSnackbar(TOASTS.deleteError, { variant: 'error' });
      close();
    }
  };

  const turnOffMfa = async (user: LifecycleUser) => {
    try {
      await resetMfa.mutateAsync(user.userId);
      enqueueSnackbar(TOASTS.mfaReset, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(
        error instanceof ApiError && error.message ? error.message : TOASTS.mfaResetError,
        {
          variant: 'error',
        },
      );
    }
    close();
  };

  const blockOf = (user: LifecycleUser) =>
    userRemovalBlock({ userId: user.userId, role: user.systemRole }, profile.userId);

  /** Why the password and second factor of this user may not be reset by the viewer, or null. */
  const credentialBlockOf = (user: LifecycleUser) =>
    credentialChangeRefusal(
      { userId: user.userId, role: user.systemRole },
      { userId: profile.userId, role: profile.systemRole, tenantInternal: tenant.internal },
    );

  const dialogs = (
    <>
      <UserActionDialog
        open={pending?.action === 'delete'}
        title={deleteTitle(USER)}
        message={deleteMessage(USER)}
        seatCost={seatCost}
        confirmLabel={USER_ACTIONS.delete}
        destructive
        loading={remove.isPending}
        onConfirm={() => shown && void destroy(shown.user)}
        onCancel={close}
        onExited={focus.restore}
      />
      <UserActionDialog
        open={pending?.action === 'archive' || pending?.action === 'unarchive'}
        title={shown?.action === 'unarchive' ? 'Unarchive user?' : 'Archive user?'}
        message={
          shown?.action === 'unarchive' ? USER_TEXT.unarchiveExplained : USER_TEXT.archiveExplained
        }
        seatCost={seatCost}
        confirmLabel={shown?.action === 'unarchive' ? USER_ACTIONS.unarchive : USER_ACTIONS.archive}
        destructive={shown?.action === 'archive'}
        loading={archive.isPending}
        onConfirm={() => shown && void setArchived(shown.user, shown.action === 'archive')}
        onCancel={close}
      />
      <UserActionDialog
        open={pending?.action === 'resetMfa'}
        title={USER_TEXT.mfaResetTitle}
        message={USER_TEXT.mfaResetExplained}
        confirmLabel="Reset"
        destructive
        loading={resetMfa.isPending}
        onConfirm={() => shown && void turnOffMfa(shown.user)}
        onCancel={close}
      />
      {shown?.action === 'reset' && (
        <ResetPasswordDialog open={pending?.action === 'reset'} user={shown.user} onClose={close} />
      )}
    </>
  );

  return {
    dialogs,
    /** Why archive and delete are refused for this user, or null. */
    blockOf,
    askDelete: (user: LifecycleUser) => ask({ action: 'delete', user }),
    moreMenu: (user: LifecycleUser | undefined) =>
      user && (
        <UserMoreMenu
          user={user}
          block={blockOf(user)}
          credentialBlock={credentialBlockOf(user)}
          callerId={profile.userId}
          onAction={(action) => ask({ action, user })}
        />
      ),
  };
}

function UserMoreMenu({
  user,
  block,
  credentialBlock,
  callerId,
  onAction,
}: {
  user: LifecycleUser;
  block: string | null;
  /** Why the viewer may not reset this user's password or second factor (issue 26). */
  credentialBlock: string | null;
  callerId: string;
  onAction(action: Pending['action']): void;
}) {
  const refused = Boolean(block) || user.isDeleted;
  const mfaBlock = mfaResetBlock({ userId: user.userId }, callerId);
  return (
    <MoreMenu
      note={block}
      items={[
        {
          label: USER_ACTIONS.reset,
          icon: <LockResetIcon fontSize="small" />,
          disabled: user.isDeleted || Boolean(credentialBlock),
          reason: credentialBlock,
          onClick: () => onAction('reset'),
        },
        {
          label: USER_ACTIONS.resetMfa,
          icon: <PhonelinkEraseIcon fontSize="small" />,
          disabled: user.isDeleted || Boolean(mfaBlock) || Boolean(credentialBlock),
          reason: credentialBlock,
          onClick: () => onAction('resetMfa'),
        },
        user.isArchived
          ? {
              label: USER_ACTIONS.unarchive,
              icon: <UnarchiveOutlinedIcon fontSize="small" />,
              disabled: refused,
              explained: true,
              onClick: () => onAction('unarchive'),
            }
          : {
              label: USER_ACTIONS.archive,
              icon: <ArchiveOutlinedIcon fontSize="small" />,
              disabled: refused,
              explained: true,
              onClick: () => onAction('archive'),
            },
        {
          label: USER_ACTIONS.delete,
          icon: <DeleteOutlinedIcon fontSize="small" />,
          disabled: refused,
          explained: true,
          destructive: true,
          onClick: () => onAction('delete'),
        },
      ]}
    />
  );
}
