import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CreateClientSchema } from '@tallysheet/contract/directory/directory';
import type { DirectoryEditorProps } from '@/components/editor-drawer/directory-editor-types.ts';
import { useVisibleEditor } from '@/lib/visible-editors.ts';
import { EditorDrawer } from '@/components/editor-drawer/editor-drawer.tsx';
import { fieldProps } from '@/components/editor-drawer/editor-form.ts';
import { useCreateClient, type CreateClient } from '@/entities/clients/api/create-client.ts';
import { useDeleteClient } from '@/features/clients/api/delete-client.ts';
import { useClient } from '@/entities/clients/api/get-client.ts';
import { useUpdateClient } from '@/features/clients/api/update-client.ts';
import { useLifecycleMenu } from '@/components/editor-drawer/use-lifecycle-menu.tsx';
import { CLIENT, CLIENT_TEXT, CLIENT_TOASTS } from '@/features/clients/messages.ts';
import { ClientChildrenTables } from './client-children-tables.tsx';
import { EMPTY_CLIENT, isClientField, type ClientFormValues } from './staged-form.ts';
import { StagedSections } from './staged-sections.tsx';
import { ReloadAlert } from '@/components/load-states.tsx';
import { useEditorSave } from '@/components/editor-drawer/use-editor-save.ts';

/**
 * The client editor (D§2.2): New Client with staged projects, contacts, associations and tasks
 * sent in one call, or Editing Client - {name} with the client's children as tables.
 */
export default function ClientEditor({ open, id, onClose, onSaved, onOpen }: DirectoryEditorProps) {
  useVisibleEditor('client', open);
  const editing = Boolean(id);
  const [keepOpen, setKeepOpen] = useState(false);
  const client = useClient(id);
  const create = useCreateClient();
  const update = useUpdateClient();
  const archive = useUpdateClient();
  const remove = useDeleteClient();
  const current = client.data;
  const deleted = Boolean(current?.isDeleted);

  const form = useForm<ClientFormValues, unknown, CreateClient>({
    resolver: zodResolver(CreateClientSchema) as Resolver<ClientFormValues, unknown, CreateClient>,
    defaultValues: EMPTY_CLIENT,
    values: current
      ? { ...EMPTY_CLIENT, name: current.name, description: current.description }
      : undefined,
    resetOptions: { keepDirtyValues: true },
  });

  const save = useEditorSave({
    form,
    toasts: CLIENT_TOASTS,
    keepOpen,
    onClose,
    onSaved,
    isField: isClientField,
  });
  const onSubmit = form.handleSubmit((values) =>
    id
      ? save('update', async () => {
          const { name, description } = values;
          await update.mutateAsync({ clientId: id, body: { name, description } });
          return { id, next: { ...EMPTY_CLIENT, name, description } };
        })
      : save('create', async () => {
          const created = await create.mutateAsync(values);
          return { id: created.clientId, next: EMPTY_CLIENT };
        }),
  );

  const lifecycle = useLifecycleMenu({
    kind: CLIENT,
    toasts: CLIENT_TOASTS,
    entity: current,
    setArchived: (clientId, isArchived) => archive.mutateAsync({ clientId, body: { isArchived } }),
    remove: (clientId) => remove.mutateAsync(clientId),
    onArchived: (clientId) => onSaved?.({ mode: 'update', id: clientId }),
    onDeleted: onClose,
  });

  const name = current?.name;
  const title = editing
    ? name
      ? CLIENT_TEXT.editTitle(name)
      : 'Editing Client'
    : CLIENT_TEXT.newTitle;
  return (
    <>
      <EditorDrawer
        open={open}
        title={title}
        onClose={onClose}
        onSubmit={onSubmit}
        submitting={form.formState.isSubmitting}
        submitDisabled={deleted || (editing && !current)}
        keepOpen={keepOpen}
        onKeepOpenChange={setKeepOpen}
        moreMenu={lifecycle.moreMenu}
        status={
          current && { kind: CLIENT, isArchived: current.isArchived, isDeleted: current.isDeleted }
        }
        focusHeading={editing}
        dirty={form.formState.isDirty}
      >
        {editing && client.isError && (
          <ReloadAlert onReload={() => void client.refetch()}>{CLIENT_TEXT.loadError}</ReloadAlert>
        )}
        {editing && !current ? (
          client.isPending && (
            <Stack spacing={2} sx={{ maxWidth: 640 }} aria-hidden>
              <Skeleton variant="rounded" height={40} />
              <Skeleton variant="rounded" height={80} />
            </Stack>
          )
        ) : (
          <Stack spacing={2} sx={{ maxWidth: 640 }}>
            <TextField
              label="Name"
              required
              autoFocus={!editing}
              disabled={deleted}
              {...fieldProps(form, 'name')}
            />
            <TextField
              label="Description"
              multiline
              minRows={3}
              disabled={deleted}
              {...fieldProps(form, 'description')}
            />
          </Stack>
        )}
        {!editing && <StagedSections form={form} />}
        {id && current && <ClientChildrenTables clientId={id} deleted={deleted} onOpen={onOpen} />}
      </EditorDrawer>
      {lifecycle.dialog}
    </>
  );
}
