import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CreateSupplierSchema, type Supplier } from '@tallysheet/contract/directory/suppliers';
import { EditorDrawer, type EditorSaved } from '@/components/editor-drawer/editor-drawer.tsx';
import { fieldProps } from '@/components/editor-drawer/editor-form.ts';
import {
  useCreateSupplier,
  type CreateSupplier,
} from '@/features/suppliers/api/create-supplier.ts';
import { useDeleteSupplier } from '@/features/suppliers/api/delete-supplier.ts';
import { useSupplier } from '@/entities/suppliers/api/get-supplier.ts';
import { useUpdateSupplier } from '@/features/suppliers/api/update-supplier.ts';
import { useLifecycleMenu } from '@/components/editor-drawer/use-lifecycle-menu.tsx';
import { SUPPLIER, SUPPLIER_TEXT, SUPPLIER_TOASTS } from '@/features/suppliers/messages.ts';
import { StagedContacts, type SupplierFormValues } from './staged-contacts.tsx';
import { SupplierContactsSection } from './supplier-contacts-section.tsx';
import { ReloadAlert } from '@/components/load-states.tsx';
import { useEditorSave } from '@/components/editor-drawer/use-editor-save.ts';

interface SupplierEditorProps {
  open: boolean;
  /** Edit mode when given. */
  supplierId?: string;
  /** The list's row, shown until the fresh one arrives. */
  initial?: Supplier;
  onClose(): void;
  /** After a create or an update: the list re-sorts (D§4). */
  onSaved?(saved: EditorSaved): void;
}

const EMPTY: SupplierFormValues = { name: '', description: '', contacts: [] };
const isField = (path: string) =>
  /^(name|description|contacts\.\d+\.(name|description|email))$/.test(path);

/** The supplier editor (D§2.2): New Supplier with inline contacts, or Editing Supplier - {name}. */
export function SupplierEditor({
  open,
  supplierId,
  initial,
  onClose,
  onSaved,
}: SupplierEditorProps) {
  const editing = Boolean(supplierId);
  const [keepOpen, setKeepOpen] = useState(false);
  const supplier = useSupplier(supplierId, initial);
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  const archive = useUpdateSupplier();
  const remove = useDeleteSupplier();
  const current = supplier.data;
  const deleted = Boolean(current?.isDeleted);

  const form = useForm<SupplierFormValues, unknown, CreateSupplier>({
    resolver: zodResolver(CreateSupplierSchema) as Resolver<
      SupplierFormValues,
      unknown,
      CreateSupplier
    >,
    defaultValues: EMPTY,
    values: current
      ? { name: current.name, description: current.description, contacts: [] }
      : undefined,
    resetOptions: { keepDirtyValues: true },
  });

  const save = useEditorSave({
    form,
    toasts: SUPPLIER_TOASTS,
    keepOpen,
    onClose,
    onSaved,
    isField,
  });
  const onSubmit = form.handleSubmit((values) =>
    supplierId
      ? save('update', async () => {
          const { name, description } = values;
          await update.mutateAsync({ supplierId, body: { name, description } });
          return { id: supplierId, next: { ...values, contacts: [] } };
        })
      : save('create', async () => {
          const created = await create.mutateAsync(values);
          return { id: created.supplierId, next: EMPTY };
        }),
  );

  const lifecycle = useLifecycleMenu({
    kind: SUPPLIER,
    toasts: SUPPLIER_TOASTS,
    entity: current,
    setArchived: (id, isArchived) => archive.mutateAsync({ supplierId: id, body: { isArchived } }),
    remove: (id) => remove.mutateAsync(id),
    onArchived: (id) => onSaved?.({ mode: 'update', id }),
    onDeleted: onClose,
  });

  const name = current?.name;
  const title = editing
    ? name
      ? SUPPLIER_TEXT.editTitle(name)
      : 'Editing Supplier'
    : SUPPLIER_TEXT.newTitle;
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
            kind: SUPPLIER,
            isArchived: current.isArchived,
            isDeleted: current.isDeleted,
          }
        }
        focusHeading={editing}
        dirty={form.formState.isDirty}
      >
        {editing && supplier.isError && (
          <ReloadAlert onReload={() => void supplier.refetch()}>
            {SUPPLIER_TEXT.loadError}
          </ReloadAlert>
        )}
        {editing && !current ? (
          supplier.isPending && (
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
        {!editing && <StagedContacts form={form} />}
        {supplierId && current && (
          <SupplierContactsSection supplierId={supplierId} deleted={deleted} />
        )}
      </EditorDrawer>
      {lifecycle.dialog}
    </>
  );
}
