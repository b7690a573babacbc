import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CreateSupplierContactSchema,
  type SupplierContact,
} from '@tallysheet/contract/directory/suppliers';
import { EditorDrawer, type EditorSaved } from '@/components/editor-drawer/editor-drawer.tsx';
import { fieldProps } from '@/components/editor-drawer/editor-form.ts';
import {
  useCreateSupplierContact,
  type CreateSupplierContact,
} from '@/features/suppliers/api/create-supplier-contact.ts';
import { useDeleteSupplierContact } from '@/features/suppliers/api/delete-supplier-contact.ts';
import { useSupplierContact } from '@/features/suppliers/api/get-supplier-contact.ts';
import { useUpdateSupplierContact } from '@/features/suppliers/api/update-supplier-contact.ts';
import { useLifecycleMenu } from '@/components/editor-drawer/use-lifecycle-menu.tsx';
import {
  SUPPLIER_CONTACT,
  SUPPLIER_CONTACT_TEXT,
  SUPPLIER_CONTACT_TOASTS as TOASTS,
} from '@/features/suppliers/messages.ts';
import { SupplierSelect } from '@/entities/suppliers/supplier-select.tsx';
import { ReloadAlert, FormSkeleton } from '@/components/load-states.tsx';
import { useEditorSave } from '@/components/editor-drawer/use-editor-save.ts';

interface ContactFormValues {
  supplierId: string;
  name: string;
  description: string;
  email: string;
}

interface SupplierContactEditorProps {
  open: boolean;
  /** Edit mode when given. */
  supplierContactId?: string;
  /** The list's row, shown until the fresh one arrives. */
  initial?: SupplierContact;
  /** Create mode: the supplier chosen at first. */
  supplierId?: string;
  onClose(): void;
  onSaved?(saved: EditorSaved): void;
}

const isField = (path: string) => ['supplierId', 'name', 'description', 'email'].includes(path);

/** The supplier contact editor (D§2.2): a supplier dropdown in create mode; e-mail required. */
export function SupplierContactEditor(props: SupplierContactEditorProps) {
  const { open, supplierContactId, onClose, onSaved } = props;
  const editing = Boolean(supplierContactId);
  const [keepOpen, setKeepOpen] = useState(false);
  const contact = useSupplierContact(supplierContactId, props.initial);
  const create = useCreateSupplierContact();
  const update = useUpdateSupplierContact();
  const archive = useUpdateSupplierContact();
  const remove = useDeleteSupplierContact();
  const current = contact.data;
  const deleted = Boolean(current?.isDeleted);
  const empty: ContactFormValues = {
    supplierId: props.supplierId ?? '',
    name: '',
    description: '',
    email: '',
  };

  const form = useForm<ContactFormValues, unknown, CreateSupplierContact>({
    resolver: zodResolver(CreateSupplierContactSchema) as Resolver<
      ContactFormValues,
      unknown,
      CreateSupplierContact
    >,
    defaultValues: empty,
    values: current && {
      supplierId: current.supplierId,
      name: current.name,
      description: current.description,
      email: current.email,
    },
    resetOptions: { keepDirtyValues: true },
  });

  const save = useEditorSave({ form, toasts: TOASTS, keepOpen, onClose, onSaved, isField });
  const onSubmit = form.handleSubmit((values) =>
    supplierContactId
      ? save('update', async () => {
          const { name, description, email } = values;
          await update.mutateAsync({ supplierContactId, body: { name, description, email } });
          return { id: supplierContactId, next: { ...values } };
        })
      : save('create', async () => {
          const created = await create.mutateAsync(values);
          // Another contact of the same supplier is the likely next one.
          return {
            id: created.supplierContactId,
            next: { ...empty, supplierId: values.supplierId },
          };
        }),
  );

  const lifecycle = useLifecycleMenu({
    kind: SUPPLIER_CONTACT,
    toasts: TOASTS,
    entity: current,
    setArchived: (id, isArchived) =>
      archive.mutateAsync({ supplierContactId: id, body: { isArchived } }),
    remove: (id) => remove.mutateAsync(id),
    onArchived: (id) => onSaved?.({ mode: 'update', id }),
    onDeleted: onClose,
  });

  const label = current ? current.name || current.email : '';
  const title = editing
    ? label
      ? SUPPLIER_CONTACT_TEXT.editTitle(label)
      : 'Editing Supplier Contact'
    : SUPPLIER_CONTACT_TEXT.newTitle;
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
          current && {
            kind: SUPPLIER_CONTACT,
            isArchived: current.isArchived,
            isDeleted: current.isDeleted,
          }
        }
        focusHeading={editing}
        dirty={form.formState.isDirty}
      >
        {editing && contact.isError && (
          <ReloadAlert onReload={() => void contact.refetch()}>
            {SUPPLIER_CONTACT_TEXT.loadError}
          </ReloadAlert>
        )}
        {editing && !current ? (
          contact.isPending && <FormSkeleton />
        ) : (
          <Stack spacing={2} sx={{ maxWidth: 640 }}>
            {editing ? (
              <TextField label="Supplier" value={current?.supplierName ?? ''} disabled />
            ) : (
              <Controller
                control={form.control}
                name="supplierId"
                render={({ field, fieldState }) => (
                  <SupplierSelect
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={fieldState.error?.message}
                    autoFocus
                  />
                )}
              />
            )}
            <TextField label="Name" disabled={deleted} {...fieldProps(form, 'name')} />
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
      </EditorDrawer>
      {lifecycle.dialog}
    </>
  );
}
