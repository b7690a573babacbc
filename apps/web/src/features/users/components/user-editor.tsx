import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useActionToast } from '@/components/use-action-toast.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { USER_MESSAGES, type CreateUser, type UpdateUser } from '@tallysheet/contract/users/users';
import { useVisibleEditor } from '@/lib/visible-editors.ts';
import { EditorDrawer, type EditorSaved } from '@/components/editor-drawer/editor-drawer.tsx';
import { FRESH } from '@/components/editor-drawer/editor-form.ts';
import { DROPDOWN_TEXT } from '@/components/editor-drawer/entity-messages.ts';
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
import { ReloadAlert } from '@/components/load-states.tsx';
import type { RatesSlotProps } from '@/components/editor-drawer/directory-editor-types.ts';

/** The user's saved assignments, named, for a rate on one of them. */
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

/** The user editor drawer (A§2.6): New User, or Editing User with its more menu. */
export function UserEditor({ open, userId, onClose, onSaved, rates: Rates }: UserEditorProps) {
  useVisibleEditor('user', open);
  const editing = Boolean(userId);
  const { enqueueSnackbar } = useSnackbar();
  const saveToast = useActionToast();
  const { profile } = useBootstrap();
  const queryClient = useQueryClient();
  const [keepOpen, setKeepOpen] = useState(false);
  const user = useUser(userId);
  const options = usePlacementOptions(userId);
  const create = useCreateUser();
  const update = useUpdateUser();
  const current = user.data;
  const deleted = Boolean(current?.isDeleted);
  const seatCost = useSeatCost(editing ? null : 'add');

  const schema = useMemo(
    () => userFormSchema({ editing, initialRole: current?.systemRole }),
    [editing, current?.systemRole],
  );
  const form = useForm<UserFormValues, unknown, UserFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<UserFormValues, unknown, UserFormValues>,
    defaultValues: EMPTY_USER,
    values: current ? userToForm(current) : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const username = useWatch({ control: form.control, name: 'username' });
  const usernameCheck = useUsernameCheck(username, !editing);

  useEffect(() => {
    if (user.isError)
      enqueueSnackbar(TOASTS.loadError, { variant: 'error', preventDuplicate: true });
  }, [user.isError, user.errorUpdatedAt, enqueueSnackbar]);

  const showIssues = (error: unknown, sent: CreateUser | UpdateUser, values: UserFormValues) => {
    if (!(error instanceof ApiError)) return;
    if (error.status === 409 && !editing) {
      form.setError(
        'username',
        { type: 'server', message: error.message || USER_MESSAGES.usernameTaken },
        { shouldFocus: true },
      );
      return;
    }
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

  const onSubmit = form.handleSubmit(async (values) => {
    if (!editing && usernameCheck.message === USER_MESSAGES.usernameTaken) {
      form.setError('username', { type: 'server', message: USER_MESSAGES.usernameTaken });
      form.setFocus('username');
      return;
    }
    const sent = current
      ? toUpdateUser(values, current, options.data)
      : toCreateUser(values, options.data);
    try {
      if (userId && current) {
        const saved = await update.mutateAsync({ userId, body: sent as UpdateUser });
        saveToast(TOASTS.updated, { variant: 'success' });
        onSaved?.({ mode: 'update', id: userId });
        if (userId === profile.userId) void invalidateOwnProfile(queryClient);
        form.reset(userToForm(saved), FRESH);
      } else {
        const created = await create.mutateAsync(sent as CreateUser);
        saveToast(TOASTS.created, { variant: 'success' });
        onSaved?.({ mode: 'create', id: created.userId });
        form.reset(EMPTY_USER, FRESH);
        if (keepOpen) form.setFocus('username');
      }
      if (!keepOpen) onClose();
    } catch (error) {
      showIssues(error, sent, values);
      saveToast(editing ? TOASTS.updateError : TOASTS.createError, { variant: 'error' });
    }
  });

  const lifecycle = useUserLifecycle({
    onArchived: (archived) => onSaved?.({ mode: 'update', id: archived.userId }),
    onDeleted: onClose,
  });

  const loading = editing && !user.isError && (!current || (!options.data && !options.isError));
  const ready = !editing || (current && (options.data || options.isError));
  const disabled = deleted;
  const billingAdmin = current?.systemRole === 'TenantAdmin';
  const optionsError = options.isError && !options.data;

  return (
    <>
      <EditorDrawer
        open={open}
        title={editing ? USER_TEXT.editTitle : USER_TEXT.newTitle}
        onClose={onClose}
        onSubmit={onSubmit}
        submitLabel={editing ? USER_TEXT.update : USER_TEXT.create}
        submitting={form.formState.isSubmitting}
        submitDisabled={deleted || (editing && !ready)}
        keepOpen={keepOpen}
        onKeepOpenChange={setKeepOpen}
        moreMenu={lifecycle.moreMenu(current)}
        history={
          userId ? { entityType: 'user', entityId: userId, name: current?.displayName } : undefined
        }
        status={
          current && { kind: USER, isArchived: current.isArchived, isDeleted: current.isDeleted }
        }
        focusHeading={editing}
        dirty={form.formState.isDirty}
      >
        {editing && user.isError && (
          <ReloadAlert onReload={() => void user.refetch()}>{USER_TEXT.loadError}</ReloadAlert>
        )}
        {seatCost && <Alert severity="info">{seatCost}</Alert>}
        {loading && <EditorSkeleton />}
        {ready && (
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
                  deleted={deleted}
                  projects={assignedProjects(current.assignments, options.data)}
                />
              </Box>
            )}
          </>
        )}
      </EditorDrawer>
      {lifecycle.dialogs}
    </>
  );
}
