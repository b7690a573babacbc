import type { FieldValues } from 'react-hook-form';
import type { DirectoryEditorProps } from '@/components/editor-drawer/directory-editor-types.ts';
import {
  useEntityEditor,
  type DirectoryEditorDeclaration,
  type EditorEntity,
  type EntityEditorOptions,
} from '@/components/editor-drawer/use-entity-editor.ts';
import { ClientParentField } from './client-parent-field.tsx';

/**
 * The editor of a client's project or contact (D§2.2), opened from the drawer's props: a new
 * one takes the client it was opened from, and its lead is the client (a dropdown when new, a
 * link to the client editor once saved). `onClientChanged` runs when another client is chosen.
 */
export function useClientChildEditor<
  E extends EditorEntity & { clientId: string; clientName: string },
  V extends FieldValues & { clientId: string },
  C,
>(
  declaration: DirectoryEditorDeclaration<E, V>,
  { open, id, defaults, onClose, onSaved, onOpen }: DirectoryEditorProps,
  options: Omit<EntityEditorOptions<E, V, C>, 'open' | 'id' | 'defaults' | 'onClose' | 'onSaved'>,
  onClientChanged?: () => void,
) {
  const editor = useEntityEditor<E, V, C>(declaration, {
    open,
    id,
    defaults: { clientId: defaults?.clientId ?? '' } as Partial<V>,
    onClose,
    onSaved,
    ...options,
  });
  const lead = (
    <ClientParentField
      form={editor.form}
      client={editor.current}
      onOpenClient={(clientId) => onOpen({ kind: 'client', id: clientId })}
      autoFocus={!defaults?.clientId}
      onChanged={onClientChanged}
    />
  );
  return { ...editor, lead };
}
