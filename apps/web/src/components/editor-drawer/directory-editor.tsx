import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormSkeleton, ReloadAlert } from '@/components/load-states.tsx';
import { EditorDrawer } from './editor-drawer.tsx';
import { fieldProps } from './editor-form.ts';
import type { EditorEntity, EntityEditor } from './use-entity-editor.ts';

interface DirectoryEditorProps<E extends EditorEntity, V extends FieldValues, C> {
  editor: EntityEditor<E, V, C>;
  /** Above the load failure (a default task's notice). */
  notice?: ReactNode;
  /**
   * Before the declared fields: the parent's dropdown in create mode, its link in edit mode; or
   * in their place, an editor's own sections (the user editor declares no text fields).
   */
  lead?: ReactNode;
  /** While the entity loads, instead of the declared skeleton's fields. */
  skeleton?: ReactNode;
  /** Below the fields: staged children in create mode, child tables in edit mode. */
  children?: ReactNode;
  /** Beside the drawer: the editor's own dialogs. */
  dialogs?: ReactNode;
  /** Busy beyond the form's own submit (a confirmation's save). */
  busy?: boolean;
}

/**
 * A directory editor drawer from its declaration (D§2.2): the load failure with Reload, a
 * skeleton while the entity loads, the declared fields (read-only once deleted), the editor's
 * specifics around them, and the more menu's dialogs.
 */
export function DirectoryEditor<E extends EditorEntity, V extends FieldValues, C>({
  editor,
  notice,
  lead,
  children,
  dialogs,
  busy,
  skeleton,
}: DirectoryEditorProps<E, V, C>) {
  const { declaration, form, editing, current, query, drawer } = editor;
  return (
    <>
      <EditorDrawer {...drawer} submitting={drawer.submitting || busy}>
        {notice}
        {editing && query.isError && (
          <ReloadAlert onReload={() => void query.refetch()}>
            {declaration.text.loadError}
          </ReloadAlert>
        )}
        {editing && !current ? (
          query.isPending && (skeleton ?? <FormSkeleton heights={declaration.skeleton} />)
        ) : (
          <Stack spacing={2} sx={{ maxWidth: 640 }}>
            {lead}
            {declaration.fields.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                required={field.required}
                type={field.type}
                multiline={field.multiline}
                minRows={field.multiline ? 3 : undefined}
                autoFocus={field.first && editor.focusFirst}
                disabled={editor.locked}
                {...fieldProps(form, field.name as never)}
              />
            ))}
          </Stack>
        )}
        {children}
      </EditorDrawer>
      {dialogs}
      {editor.lifecycleDialog}
    </>
  );
}
