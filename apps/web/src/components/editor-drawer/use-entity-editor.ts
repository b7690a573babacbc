import { useState, type FormEvent, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useVisibleEditor, type VisibleEditor } from '@/lib/visible-editors.ts';
import type { EditorSaved } from './editor-drawer.tsx';
import { auditEntityType } from '../entity-history/history-target.ts';
import { entityToasts } from './entity-messages.ts';
import { useEditorSave } from './use-editor-save.ts';
import { useLifecycleMenu } from './use-lifecycle-menu.tsx';

/** The lifecycle every directory entity carries. */
export interface EditorEntity {
  id: string;
  isArchived: boolean;
  isDeleted: boolean;
}

/** One text field of a directory form: a label and the input's few options (D§2.2). */
export interface EditorField<V> {
  name: Extract<keyof V, string>;
  label: string;
  required?: boolean;
  /** Three rows and more (a description). */
  multiline?: boolean;
  type?: 'email';
  /** In create mode the first field takes the focus (unless a parent dropdown comes first). */
  first?: boolean;
}

/**
 * The form part of a declaration whose fields are text named as the entity's properties:
 * `empty` lists them; a 400 naming one of them is the form's, and an entity fills them.
 *
 *   ...plainForm<Project, ProjectFormValues>({ clientId: '', name: '', description: '' }),
 */
export function plainForm<E extends object, V extends { [K in keyof V]: string }>(empty: V) {
  const keys = Object.keys(empty);
  return {
    isField: (path: string) => keys.includes(path),
    empty,
    toForm: (entity: E) =>
      Object.fromEntries(keys.map((key) => [key, (entity as Record<string, unknown>)[key]])) as V,
  };
}

/**
 * What one directory editor is: the spec's words for it, its form, its schema from the contract.
 * The editor's file adds only its specifics (parent dropdowns, staged children, child tables).
 */
export interface DirectoryEditorDeclaration<E extends EditorEntity, V extends FieldValues> {
  /** How the spec names the entity in toasts and alerts (D§8): "client", "supplier contact". */
  kind: string;
  text: {
    /** "New Client" */
    newTitle: string;
    /** "Editing Client - {name}" */
    editTitle(name: string): string;
    /** The edit title before the entity's name is known: "Editing Client". */
    editingTitle: string;
    loadError: string;
    /** The submit button's words, when not "Submit": "Create User" / "Update User". */
    submit?: { create: string; update: string };
  };
  /**
   * The create call's schema (from the contract) validates the form; or the form's own rules
   * when they depend on the mode and the entity (the role a user already has).
   */
  schema: z.ZodType | ((context: { editing: boolean; current: E | undefined }) => z.ZodType);
  /** The server's 400 issue paths that name a field of this form. */
  isField(path: string): boolean;
  empty: V;
  toForm(entity: E): V;
  fields: EditorField<V>[];
  /** What the edit title calls the entity (default: its name). */
  titleOf?(entity: E): string;
  /**
   * The parent chosen by a dropdown in create mode ("clientId"): the first field takes the focus
   * only when the parent came preset.
   */
  parentKey?: Extract<keyof V, string>;
  /** Kept after a create for the next one (Keep Window Open): another of the same parent. */
  keepAfterCreate?: Extract<keyof V, string>[];
  /** After a create kept open, this field takes the focus for the next one. */
  refocus?: Path<V>;
  /** An entity nobody changes (a default task, D§4): read-only and without a more menu. */
  fixed?(entity: E): boolean;
  /** The feedback report's name for this editor while it is open. */
  visibleAs?: VisibleEditor;
  /** The loading skeleton's field heights. */
  skeleton?: number[];
}

/** The query of the entity being edited (a TanStack query result fits). */
export interface EditorQuery<E> {
  data: E | undefined;
  isError: boolean;
  isPending: boolean;
  refetch(): unknown;
}

export interface EntityEditorOptions<E extends EditorEntity, V extends FieldValues, C> {
  open: boolean;
  /** Edit mode when given. */
  id?: string;
  /** Create-mode presets (the client of a new project ...). */
  defaults?: Partial<V>;
  onClose(): void;
  onSaved?(saved: EditorSaved): void;
  query: EditorQuery<E>;
  /** Creates from the form's output; the new id, or null when the user called it off. */
  create(values: C): Promise<string | null>;
  update(id: string, values: C): Promise<unknown>;
  /** The form after an update, from the call's answer (default: the values as saved). */
  formAfterUpdate?(answer: unknown): V;
  /** The more menu's Archive and Delete: an editor gives these, or its own `menu`. */
  setArchived?(id: string, isArchived: boolean): Promise<unknown>;
  remove?(id: string): Promise<unknown>;
  /** Stands between a valid submit and the save (a confirmation first, say). */
  beforeSave?(values: C, save: (values: C) => Promise<void>): Promise<void> | void;
  /** Shows a failed save's issues on the form (default: the server paths `isField` accepts). */
  showErrors?(error: unknown, values: C): void;
  /** The editor's own more menu and its dialogs, instead of Archive and Delete (a user's). */
  menu?: { moreMenu: ReactNode; dialogs: ReactNode };
}

const unsupported = () => Promise.reject(new Error('This editor has its own more menu'));

const pick = <V>(values: V, keys: (keyof V)[] = []) =>
  Object.fromEntries(keys.map((key) => [key, values[key]])) as Partial<V>;

/**
 * One directory editor's state and protocol (D§2.2, D§4): the form on the contract's schema,
 * create or update with the spec's toasts, Keep Window Open, archive and delete from the more
 * menu, the title and the drawer's props. `DirectoryEditor` renders what it returns.
 */
export function useEntityEditor<E extends EditorEntity, V extends FieldValues, C>(
  declaration: DirectoryEditorDeclaration<E, V>,
  options: EntityEditorOptions<E, V, C>,
) {
  const { id, onClose, onSaved, query } = options;
  // An editor the feedback report does not name counts as never visible.
  useVisibleEditor(declaration.visibleAs ?? 'client', options.open && !!declaration.visibleAs);
  const editing = Boolean(id);
  const [keepOpen, setKeepOpen] = useState(false);
  const toasts = entityToasts(declaration.kind);
  const current = query.data;
  const fixed = Boolean(current && declaration.fixed?.(current));
  const locked = Boolean(current?.isDeleted) || fixed;
  const empty = { ...declaration.empty, ...options.defaults } as V;

  const schema =
    typeof declaration.schema === 'function'
      ? declaration.schema({ editing, current })
      : declaration.schema;
  const form = useForm<V, unknown, C>({
    resolver: zodResolver(schema as never) as unknown as Resolver<V, unknown, C>,
    defaultValues: empty as DefaultValues<V>,
    values: current && declaration.toForm(current),
    resetOptions: { keepDirtyValues: true },
  });

  const run = useEditorSave({
    form,
    toasts,
    keepOpen,
    onClose,
    onSaved,
    isField: declaration.isField,
    refocus: declaration.refocus,
  });
  const showErrors = options.showErrors;
  const save = (values: C) =>
    id
      ? run(
          'update',
          async () => {
            const answer = await options.update(id, values);
            const next = options.formAfterUpdate?.(answer) ?? { ...form.getValues() };
            return { id, next };
          },
          showErrors && ((error) => showErrors(error, values)),
        )
      : run(
          'create',
          async () => {
            const created = await options.create(values);
            if (created === null) return null;
            const kept = pick(values as unknown as V, declaration.keepAfterCreate);
            return { id: created, next: { ...empty, ...kept } };
          },
          showErrors && ((error) => showErrors(error, values)),
        );
  const submit = form.handleSubmit((values) =>
    options.beforeSave ? options.beforeSave(values, save) : save(values),
  );

  const lifecycle = useLifecycleMenu({
    kind: declaration.kind,
    toasts,
    entity: fixed || options.menu ? undefined : current,
    setArchived: options.setArchived ?? unsupported,
    remove: options.remove ?? unsupported,
    onArchived: (archivedId) => onSaved?.({ mode: 'update', id: archivedId }),
    onDeleted: onClose,
  });

  const label = current && (declaration.titleOf?.(current) ?? (current as { name?: string }).name);
  const { text } = declaration;
  const title = editing ? (label ? text.editTitle(label) : text.editingTitle) : text.newTitle;
  const drawer = {
    open: options.open,
    title,
    onClose,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    submitting: form.formState.isSubmitting,
    submitDisabled: locked || (editing && !current),
    submitLabel: text.submit && (editing ? text.submit.update : text.submit.create),
    keepOpen,
    onKeepOpenChange: setKeepOpen,
    moreMenu: options.menu ? options.menu.moreMenu : lifecycle.moreMenu,
    // Every directory entity's History, named in the trail as the server's engine names it.
    history: id
      ? { entityType: auditEntityType(declaration.kind), entityId: id, name: label || undefined }
      : undefined,
    status: current && {
      kind: declaration.kind,
      isArchived: current.isArchived,
      isDeleted: current.isDeleted,
    },
    focusHeading: editing,
    dirty: form.formState.isDirty,
  };
  // The first field takes the focus in create mode, unless a parent dropdown is chosen first.
  const focusFirst =
    !editing && (!declaration.parentKey || Boolean(options.defaults?.[declaration.parentKey]));

  return {
    declaration,
    form,
    editing,
    current,
    locked,
    query,
    save,
    focusFirst,
    drawer,
    lifecycleDialog: options.menu ? options.menu.dialogs : lifecycle.dialog,
  };
}

export type EntityEditor<E extends EditorEntity, V extends FieldValues, C> = ReturnType<
  typeof useEntityEditor<E, V, C>
>;
