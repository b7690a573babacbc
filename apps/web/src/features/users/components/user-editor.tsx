import { useEffect, useMemo, type ComponentType } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import {
  USER_MESSAGES,
  type CreateUser,
  type UpdateUser,
  type User,
} from '@tallysheet/contract/users/users';
import type { RatesSlotProps } from '@/components/editor-drawer/directory-editor-types.ts';
import { DirectoryEditor } from '@/components/editor-drawer/directory-editor.tsx';
import type { EditorSaved } from '@/components/editor-drawer/editor-drawer.tsx';
import { DROPDOWN_TEXT } from '@/components/editor-drawer/entity-messages.ts';
import {
  useEntityEditor,
  type DirectoryEditorDeclaration,
} from '@/components/editor-drawer/use-entity-editor.ts';
import { ReloadAlert } from '@/components/load-states.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import { useCreateUser } from '@/features/users/api/create-user.ts';
import { useUser } from '@/features/users/api/get-user.ts';
import { usePlacementOptions } from '@/features/users/api/get-placement-options.ts';
import { invalidateOwnProfile } from '@/features/users/api/invalidate.ts';
import { useUpdateUser } from '@/features/users/api/update-user.ts';
import { useSeatCost } from '@/features/users/hooks/use-seat-cost.ts';
import { useUsernameCheck } from '@/features/users/hooks/use-username-check.ts';
import { TOASTS, USER, USER_TEXT } from '@/features/users/messages.ts';
import { AccountSection } from './account-section.tsx';
import { AssignmentsSection } from './assignments-section.tsx';
import { CustomFieldsSection } from './custom-fields-section.tsx';
import { EmploymentSection } from './employment-section.tsx';
import { SupplierSection } from './supplier-section.tsx';
import { useUserLifecycle } from './use-user-lifecycle.tsx';
import {
  EMPTY_USER,
  issueToField,
  toCreateUser,
  toUpdateUser,
  userFormSchema,
  userToForm,
  type UserFormValues,
} from './user-form.ts';

/** The user as the editor holds it: known to the directory's editor by its username. */
type EditedUser = User & { id: string };

/** The saved user's assignments, named, for a rate on one of them. */
const assignedProjects = (
  assignments: { id: string }[],
  options: { projects: { value: string; label: string; clientName: string }[] } | undefined,
) =>
  assignments.map(({ id }) => {
    const project = options?.projects.find((option) => option.value === id);
    return { id, name: project?.label ?? id, clientName: project?.clientName ?? '' };
  });

export interface UserEditorProps {
  open: boolean;
  /** Edit mode when given. */
  userId?: string;
  onClose(): void;
  /** After a create, an update or an archive: the list re-sorts (A§4). */
  onSaved?(saved: EditorSaved): void;
  /** The saved user's rates (issue 31 §1): a feature of its own, handed in by the page. */
  rates?: ComponentType<RatesSlotProps>;
}

/**
 * The user editor as a directory editor (A§2.6): its words, its form's own rules (the role a
 * user already has stays valid), no declared text fields (its sections are its own), and the
 * username taking the focus again after a create kept open.
 */
const USER_EDITOR: DirectoryEditorDeclaration<EditedUser, UserFormValues> = {
  kind: USER,
  text: {
    newTitle: USER_TEXT.newTitle,
    // The title names no user: the account section shows who it is.
    editTitle: () => USER_TEXT.editTitle,
    editingTitle: USER_TEXT.editTitle,
    loadError: USER_TEXT.loadError,
    submit: { create: USER_TEXT.create, update: USER_TEXT.update },
  },
  schema: ({ editing, current }) => userFormSchema({ editing, initialRole: current?.systemRole }),
  // Server issues are mapped by `issueToField`, not by path.
  isField: () => false,
  empty: EMPTY_USER,
  toForm: userToForm,
  fields: [],
  titleOf: (user) => user.displayName,
  refocus: 'username',
  visibleAs: 'user',
};

function EditorSkeleton() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }} aria-hidden>
      <Skeleton variant="text" width={120} height={28} />
      <Stack direction="row" spacing={2}>
        <Skeleton variant="rounded" height={40} sx={{ flex: 1 }} />
        <Skeleton variant="rounded" height={40} sx={{ flex: 1 }} />
      </Stack>
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={40} width="50%" />
      <Skeleton variant="text" width={160} height={28} />
      <Skeleton variant="rounded" height={96} />
    </Stack>
  );
}

/**
 * The user editor drawer (A§2.6): New User, or Editing User with its more menu (Reset Password,
 * Reset two-step verification, Archive, Delete). The directory editor does the drawer, the
 * save and its toasts; the user keeps its sections, the username check, the seat cost, its
 * server issues' fields and the rates slot.
 */
export function UserEditor({ open, userId, onClose, onSaved, rates: Rates }: UserEditorProps) {
  const editing = Boolean(userId);
  const { enqueueSnackbar } = useSnackbar();
  const { profile } = useBootstrap();
  const queryClient = useQueryClient();
  const user = useUser(userId);
  const options = usePlacementOptions(userId);
  const create = useCreateUser();
  const update = useUpdateUser();
  const seatCost = useSeatCost(editing ? null : 'add');

  // The form shows once the user and the choices it is placed among are both in (or the
  // choices failed, which the sections say).
  const loaded = user.data && (options.data || options.isError) ? user.data : undefined;
  const edited = useMemo(() => loaded && { ...loaded, id: loaded.userId }, [loaded]);

  const lifecycle = useUserLifecycle({
    onArchived: (archived) => onSaved?.({ mode: 'update', id: archived.userId }),
    onDeleted: onClose,
  });

  /** The server's issues on the fields they concern; a taken username on create is its own. */
  const showIssues = (error: unknown, values: UserFormValues) => {
    if (!(error instanceof ApiError)) return;
    const { form } = editor;
    if (error.status === 409 && !editing) {
      form.setError(
        'username',
        { type: 'server', message: error.message || USER_MESSAGES.usernameTaken },
        { shouldFocus: true },
      );
      return;
    }
    const sent = edited
      ? toUpdateUser(values, edited, options.data)
      : toCreateUser(values, options.data);
    let first = true;
    for (const issue of error.body.issues ?? []) {
      const target = issueToField(issue, sent, values, options.data);
      if (!target) continue;
      form.setError(
        target.field as Path<UserFormValues>,
        { type: 'server', message: target.message },
        { shouldFocus: first },
      );
      first = false;
    }
  };

  const editor = useEntityEditor<EditedUser, UserFormValues, UserFormValues>(USER_EDITOR, {
    open,
    id: userId,
    onClose,
    onSaved,
    query: {
      data: edited,
      isError: user.isError,
      isPending: !user.isError && !edited,
      refetch: () => user.refetch(),
    },
    create: async (values) =>
      (await create.mutateAsync(toCreateUser(values, options.data) satisfies CreateUser)).userId,
    update: async (id, values) => {
      const body: UpdateUser = toUpdateUser(values, edited!, options.data);
      const saved = await update.mutateAsync({ userId: id, body });
      if (id === profile.userId) void invalidateOwnProfile(queryClient);
      return saved;
    },
    formAfterUpdate: (saved) => userToForm(saved as User),
    // A username the check already found taken is not sent.
    beforeSave: (values, save) => {
      if (!editing && usernameCheck.message === USER_MESSAGES.usernameTaken) {
        editor.form.setError('username', { type: 'server', message: USER_MESSAGES.usernameTaken });
        editor.form.setFocus('username');
        return;
      }
      return save(values);
    },
    showErrors: showIssues,
    menu: { moreMenu: lifecycle.moreMenu(user.data), dialogs: lifecycle.dialogs },
  });
  const { form, current, locked: disabled } = editor;
  const username = useWatch({ control: form.control, name: 'username' });
  const usernameCheck = useUsernameCheck(username, !editing);

  useEffect(() => {
    if (user.isError)
      enqueueSnackbar(TOASTS.loadError, { variant: 'error', preventDuplicate: true });
  }, [user.isError, user.errorUpdatedAt, enqueueSnackbar]);

  const billingAdmin = current?.systemRole === 'TenantAdmin';
  const optionsError = options.isError && !options.data;

  return (
    <DirectoryEditor
      editor={editor}
      notice={seatCost && <Alert severity="info">{seatCost}</Alert>}
      skeleton={<EditorSkeleton />}
      lead={
        <>
          <AccountSection
            form={form}
            user={current}
            usernameCheck={usernameCheck}
            disabled={disabled}
          />
          {!billingAdmin && <EmploymentSection form={form} disabled={disabled} />}
          <CustomFieldsSection form={form} disabled={disabled} />
          {optionsError && (
            <ReloadAlert sx={{ maxWidth: 640 }} onReload={() => void options.refetch()}>
              {DROPDOWN_TEXT.error}
            </ReloadAlert>
          )}
          <AssignmentsSection
            form={form}
            options={options.data}
            error={optionsError}
            disabled={disabled}
          />
          <SupplierSection
            form={form}
            options={options.data}
            error={optionsError}
            disabled={disabled}
          />
          {editing && current && Rates && (
            // Ruled off and as wide as the form's sections above it.
            <Box sx={{ maxWidth: 640, pt: 2, borderTop: 1, borderColor: 'divider' }}>
              <Rates
                owner={{ userId: current.userId }}
                deleted={current.isDeleted}
                projects={assignedProjects(current.assignments, options.data)}
              />
            </Box>
          )}
        </>
      }
    />
  );
}
