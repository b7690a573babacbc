import { useState } from 'react';
import { CreateContactSchema, type Contact } from '@tallysheet/contract/directory/directory';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import type { DirectoryEditorProps } from '@/components/editor-drawer/directory-editor-types.ts';
import { DirectoryEditor } from '@/components/editor-drawer/directory-editor.tsx';
import type { DirectoryEditorDeclaration } from '@/components/editor-drawer/use-entity-editor.ts';
import { useCreateContact, type CreateContact } from '@/entities/contacts/api/create-contact.ts';
import { useOutstandingTimecards } from '@/entities/associations/use-outstanding-timecards.tsx';
import { useDeleteContact } from '@/features/contacts/api/delete-contact.ts';
import { useContact } from '@/entities/contacts/api/get-contact.ts';
import { useUpdateContact } from '@/features/contacts/api/update-contact.ts';
import { CONTACT, CONTACT_TEXT, NO_PROJECT_WARNING } from '@/features/contacts/messages.ts';
import { useClientChildEditor } from '@/entities/clients/use-client-child-editor.tsx';
import { StagedAssociations, type ContactFormValues } from './staged-associations.tsx';

const CONTACT_EDITOR: DirectoryEditorDeclaration<Contact, ContactFormValues> = {
  kind: CONTACT,
  text: CONTACT_TEXT,
  schema: CreateContactSchema,
  isField: (path) => /^(clientId|name|email|description|associations\.\d+\.projectId)$/.test(path),
  empty: { clientId: '', name: '', email: '', description: '', associations: [] },
  toForm: ({ clientId, name, email, description }) => ({
    clientId,
    name,
    email,
    description,
    associations: [],
  }),
  fields: [
    { name: 'name', label: 'Name', required: true, first: true },
    { name: 'email', label: 'Email', type: 'email', required: true },
    { name: 'description', label: 'Description', multiline: true },
  ],
  titleOf: (contact) => contact.name || contact.email,
  parentKey: 'clientId',
  keepAfterCreate: ['clientId'],
  visibleAs: 'contact',
};

/** The contact editor (D§2.2): New Contact with staged project associations, or Editing Contact. */
export default function ContactEditor(props: DirectoryEditorProps) {
  const { id: contactId, associations: Associations, outOfOffice: OutOfOffice } = props;
  const [unlinked, setUnlinked] = useState<CreateContact | null>(null);
  const create = useCreateContact();
  const outstanding = useOutstandingTimecards();
  const update = useUpdateContact();
  const archive = useUpdateContact();
  const remove = useDeleteContact();
  const editor = useClientChildEditor<Contact, ContactFormValues, CreateContact>(
    CONTACT_EDITOR,
    props,
    {
      query: useContact(contactId),
      // D§4: a project with outstanding timecards asks whether to send them first.
      create: async (values) => {
        const created = await outstanding.send((outstandingTimecardsAction) =>
          create.mutateAsync(
            outstandingTimecardsAction ? { ...values, outstandingTimecardsAction } : values,
          ),
        );
        return created ? created.contactId : null;
      },
      update: (id, { name, email, description }) =>
        update.mutateAsync({
          contactId: id,
          body: { name, email, description, hasPortalAccess: false },
        }),
      setArchived: (id, isArchived) => archive.mutateAsync({ contactId: id, body: { isArchived } }),
      remove: (id) => remove.mutateAsync(id),
      // D§5: a contact without a project is allowed, after a confirmation.
      beforeSave: (values, save) =>
        !contactId && values.associations.length === 0 ? setUnlinked(values) : save(values),
    },
    // Staged projects belong to the previous client.
    () => editor.form.setValue('associations', []),
  );
  const { current, form, save, lead } = editor;
  const dialogs = (
    <>
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
    </>
  );
  return (
    <DirectoryEditor editor={editor} lead={lead} dialogs={dialogs} busy={create.isPending}>
      {!contactId && <StagedAssociations form={form} />}
      {contactId && current && Associations && (
        <Associations
          owner={{ contactId }}
          clientId={current.clientId}
          deleted={current.isDeleted}
        />
      )}
      {/* Where an administrator looks for a contact's absence: its alternates. */}
      {contactId && current && OutOfOffice && (
        <OutOfOffice
          contactId={contactId}
          clientId={current.clientId}
          deleted={current.isDeleted || current.isArchived}
        />
      )}
    </DirectoryEditor>
  );
}
