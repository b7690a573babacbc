import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useActionToast } from '@/components/use-action-toast.ts';
import type { EditorSaved } from './editor-drawer.tsx';
import { applyServerErrors, FRESH } from './editor-form.ts';

interface SaveToasts {
  created: string;
  updated: string;
  createError: string;
  updateError: string;
}

/**
 * The editors' save protocol: run the create or update call, toast, tell the list (it
 * re-sorts), reset the form to what comes next, and close unless Keep Window Open; on
 * failure put the server's issues on their fields (or let the editor show them) and toast the
 * error. A save that resolves to null was called off by the user (nothing saved): the form
 * stays as it is.
 */
export function useEditorSave<T extends FieldValues>({
  form,
  toasts,
  keepOpen,
  onClose,
  onSaved,
  isField,
  refocus,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transformed-values type
  form: UseFormReturn<T, any, any>;
  toasts: SaveToasts;
  keepOpen: boolean;
  onClose(): void;
  onSaved?(saved: EditorSaved): void;
  isField(path: string): boolean;
  /** After a create kept open, this field takes the focus for the next one. */
  refocus?: Path<T>;
}) {
  const enqueueSnackbar = useActionToast();
  // A reset forgets the form's field elements until they render again: the focus waits for it.
  const [refocusCount, setRefocusCount] = useState(0);
  useEffect(() => {
    if (refocusCount > 0 && refocus) form.setFocus(refocus);
  }, [refocusCount, refocus, form]);
  return async (
    mode: EditorSaved['mode'],
    save: () => Promise<{ id: string; next: T } | null>,
    /** Shows a failure's issues on the form instead of the server paths that name fields. */
    showErrors?: (error: unknown) => void,
  ): Promise<void> => {
    try {
      const saved = await save();
      if (!saved) return;
      const { id, next } = saved;
      enqueueSnackbar(mode === 'create' ? toasts.created : toasts.updated, { variant: 'success' });
      onSaved?.({ mode, id });
      form.reset(next, FRESH);
      if (keepOpen && mode === 'create' && refocus) setRefocusCount((count) => count + 1);
      if (!keepOpen) onClose();
    } catch (error) {
      if (showErrors) showErrors(error);
      else applyServerErrors(form, error, isField);
      enqueueSnackbar(mode === 'create' ? toasts.createError : toasts.updateError, {
        variant: 'error',
      });
    }
  };
}
