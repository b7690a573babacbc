import type { Client } from '@tallysheet/contract/directory/directory';
import { CreateClientSchema } from '@tallysheet/contract/directory/directory';
import type { DirectoryEditorProps } from '@/components/editor-drawer/directory-editor-types.ts';
import { DirectoryEditor } from '@/components/editor-drawer/directory-editor.tsx';
import {
  useEntityEditor,
  type DirectoryEditorDeclaration,
} from '@/components/editor-drawer/use-entity-editor.ts';
import { useCreateClient, type CreateClient } from '@/entities/clients/api/create-client.ts';
import { useClient } from '@/entities/clients/api/get-client.ts';
import { useDeleteClient } from '@/features/clients/api/delete-client.ts';
import { useUpdateClient } from '@/features/clients/api/update-client.ts';
import { CLIENT, CLIENT_TEXT } from '@/features/clients/messages.ts';
import { ClientChildrenTables } from './client-children-tables.tsx';
import { EMPTY_CLIENT, isClientField, type ClientFormValues } from './staged-form.ts';
import { StagedSections } from './staged-sections.tsx';

const CLIENT_EDITOR: DirectoryEditorDeclaration<Client, ClientFormValues> = {
  kind: CLIENT,
  text: CLIENT_TEXT,
  schema: CreateClientSchema,
  isField: isClientField,
  empty: EMPTY_CLIENT,
  toForm: (client) => ({ ...EMPTY_CLIENT, name: client.name, description: client.description }),
  fields: [
    { name: 'name', label: 'Name', required: true, first: true },
    { name: 'description', label: 'Description', multiline: true },
  ],
  visibleAs: 'client',
  skeleton: [40, 80],
};

/**
 * The client editor (D§2.2): New Client with staged projects, contacts, associations and tasks
 * sent in one call, or Editing Client - {name} with the client's children as tables.
 */
export default function ClientEditor({ open, id, onClose, onSaved, onOpen }: DirectoryEditorProps) {
  const create = useCreateClient();
  const update = useUpdateClient();
  const archive = useUpdateClient();
  const remove = useDeleteClient();
  const editor = useEntityEditor<Client, ClientFormValues, CreateClient>(CLIENT_EDITOR, {
    open,
    id,
    onClose,
    onSaved,
    query: useClient(id),
    create: async (values) => (await create.mutateAsync(values)).clientId,
    update: (clientId, { name, description }) =>
      update.mutateAsync({ clientId, body: { name, description } }),
    setArchived: (clientId, isArchived) => archive.mutateAsync({ clientId, body: { isArchived } }),
    remove: (clientId) => remove.mutateAsync(clientId),
  });
  const { current } = editor;
  return (
    <DirectoryEditor editor={editor}>
      {!id && <StagedSections form={editor.form} />}
      {id && current && (
        <ClientChildrenTables clientId={id} deleted={current.isDeleted} onOpen={onOpen} />
      )}
    </DirectoryEditor>
  );
}
