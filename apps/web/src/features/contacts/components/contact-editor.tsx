import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CreateContactSchema } from '@tallysheet/contract/directory/directory';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import type { DirectoryEditorProps } from '@/components/editor-drawer/directory-editor-types.ts';
import { useVisibleEditor } from '@/lib/visible-editors.ts';
import { EditorDrawer } from '@/components/editor-drawer/editor-drawer.tsx';
import { fieldProps } from '@/components/editor-drawer/editor-form.ts';
import { useCreateContact, type CreateContact } from '@/entities/contacts/api/create-contact.ts';
import { useOutstandingTimecards } from '@/entities/associations/use-outstanding-timecards.tsx';
import { useDeleteContact } from '@/features/contacts/api/delete-contact.ts';
import { useContact } from '@/entities/contacts/api/get-contact.ts';
import { useUpdateContact } from '@/features/contacts/api/update-contact.ts';
import { useLifecycleMenu } from '@/components/editor-drawer/use-lifecycle-menu.tsx';
import {
  CONTACT,
  CONTACT_TEXT,
  CONTACT_TOASTS as TOASTS,
  NO_PROJECT_WARNING,
} from '@/features/contacts/messages.ts';
import { ClientLink } from '@/entities/clients/client-link.tsx';
import { ClientSelect } from '@/entities/clients/client-select.tsx';
import { ContactAssociationsSection } from './contact-associations-section.tsx';
import { StagedAssociations, type ContactFormValues } from './staged-associations.tsx';
import { ReloadAlert, FormSkeleton } from '@/components/load-states.tsx';
import { useEditorSave } from '@/components/editor-drawer/use-editor-save.ts';

const isField = (path: string) =>
  /^(clientId|name|email|description|associations\.\d+\.projectId)$/.test(path);

/** The contact editor (D§2.2): New Contact with staged project associations, or Editing Contact. */
export default function ContactEditor({
  open,
  id: contactId,
  defaults,
  onClose,
  onSaved,
  onOpen,
}: DirectoryEditorProps) {
  useVisibleEditor('contact', open);
  const editing = Boolean(contactId);
  const [keepOpen, setKeepOpen] = useState(false);
  const [unlinked, setUnlinked] = useState<CreateContact | null>(null);
  const contact = useContact(contactId);
  const create = useCreateContact();
  const outstanding = useOutstandingTimecards();
  const update = useUpdateContact();
  const archive = useUpdateContact();
  const remove = useDeleteContact();
  const current = contact.data;
  const deleted = Boolean(current?.isDeleted);
  const empty: ContactFormValues = {
    clientId: defaults?.clientId ?? '',
    name: '',
    email: '',
    description: '',
    associations: [],
  };

  const form = useForm<ContactFormValues, unknown, CreateContact>({
    resolver: zodResolver(CreateContactSchema) as Resolver<
      ContactFormValues,
      unknown,
      CreateContact
    >,
    defaultValues: empty,
    values: current && {
      clientId: current.clientId,
      name: current.name,
      email: current.email,
      description: current.description,
      associations: [],
    },
    resetOptions: { keepDirtyValues: true },
  });

  const run = useEditorSave({ form, toasts: TOASTS, keepOpen, onClose, onSaved, isField });
  const save = (values: CreateContact) =>
    contactId
      ? run('update', async () => {
          const { name, email, description } = values;
          await update.mutateAsync({
            contactId,
            body: { name, email, description, hasPortalAccess: false },
          });
          return { id: contactId, next: { ...form.getValues() } };
        })
      : run('create', async () => {
          // D§4: a project with outstanding timecards asks whether to send them first.
          const created = await outstanding.send((outstandingTimecardsAction) =>
            create.mutateAsync(
              outstandingTimecardsAction ? { ...values, outstandingTimecardsAction } : values,
            ),
          );
          if (!created) return null;
          return { id: created.contactId, next: { ...empty, clientId: values.clientId } };
        });

  const onSubmit = form.handleSubmit(async (values) => {
    // D§5: a contact without a project is allowed, after a confirmation.
    if (!editing && values.associations.length === 0) {
      setUnlinked(values);
      return;
    }
    await save(values);
  });

  const lifecycle = useLifecycleMenu({
    kind: CONTACT,
    toasts: TOASTS,
    entity: current,
    setArchived: (id, isArchived) => archive.mutateAsync({ contactId: id, body: { isArchived } }),
    remove: (id) => remove.mutateAsync(id),
    onArchived: (id) => onSaved?.({ mode: 'update', id }),
    onDeleted: onClose,
  });

  const label = current ? current.name || current.email : '';
  const title = editing
    ? label
      ? CONTACT_TEXT.editTitle(label)
      : 'Editing Contact'
    : CONTACT_TEXT.newTitle;
  return (
    <>
      <EditorDrawer
        open={open}
        title={title}
        onClose={onClose}
        onSubmit={onSubmit}
        submitting={form.formState.isSubmitting || create.isPending}
        submitDisabled={deleted || (editing && !current)}
        keepOpen={keepOpen}
        onKeepOpenChange={setKeepOpen}
        moreMenu={lifecycle.moreMenu}
        status={
          current && { kind: CONTACT, isArchived: current.isArchived, isDeleted: current.isDeleted }
        }
        focusHeading={editing}
        dirty={form.formState.isDirty}
      >
        {editing && contact.isError && (
          <ReloadAlert onReload={() => void contact.refetch()}>
            {CONTACT_TEXT.loadError}
          </ReloadAlert>
        )}
        {editing && !current ? (
          contact.isPending && <FormSkeleton />
        ) : (
          <Stack spacing={2} sx={{ maxWidth: 640 }}>
            {current ? (
              <ClientLink
                name={current.clientName}
                onOpen={() => onOpen({ kind: 'client', id: current.clientId })}
              />
            ) : (
              <Controller
                control={form.control}
                name="clientId"
                render={({ field, fieldState }) => (
                  <ClientSelect
                    value={field.value}
                    onChange={(clientId) => {
                      field.onChange(clientId);
                      // Staged projects belong to the previous client.
                      if (clientId !== field.value) form.setValue('associations', []);
                    }}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={fieldState.error?.message}
                    autoFocus={!defaults?.clientId}
                    allowCreate
                  />
                )}
              />
            )}
            <TextField
              label="Name"
              required
              autoFocus={!editing && Boolean(defaults?.clientId)}
              disabled={deleted}
              {...fieldProps(form, 'name')}
            />
            <TextField
              label="Email"
              type="email"
              required
              disabled={deleted}
              {...fieldProps(form, 'email')}
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
        {!editing && <StagedAssociations form={form} />}
        {contactId && current && (
          <ContactAssociationsSection
            contactId={contactId}
            clientId={current.clientId}
            deleted={deleted}
          />
        )}
      </EditorDrawer>
      <ConfirmDialog
        open={unlinked !== null}
        title={NO_PROJECT_WARNING.title}
        message={NO_PROJECT_WARNING.message}
        confirmLabel={NO_PROJECT_WARNING.confirm}
        tone="proceed"
        loading={create.isPending}
        onCancel={() => setUnlinked(null)}
        onConfirm={() => {
          const values = unlinked;
          setUnlinked(null);
          if (values) void save(values);
        }}
      />
      {outstanding.dialog}
      {lifecycle.dialog}
    </>
  );
}
