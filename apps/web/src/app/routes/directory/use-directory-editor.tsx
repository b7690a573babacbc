import { lazy, Suspense, useState } from 'react';
import type { EditorSaved } from '@/components/editor-drawer/editor-drawer.tsx';
import { lazySection } from '@/components/lazy-section.tsx';
import type {
  AssociationsSlotProps,
  DirectoryKind,
  EditorTarget,
  OutOfOfficeSlotProps,
  RatesSlotProps,
} from '@/components/editor-drawer/directory-editor-types.ts';

const ClientEditor = lazy(() => import('@/features/clients/components/client-editor.tsx'));
const ProjectEditor = lazy(() => import('@/features/projects/components/project-editor.tsx'));
const ContactEditor = lazy(() => import('@/features/contacts/components/contact-editor.tsx'));
const TaskEditor = lazy(() => import('@/features/tasks/components/task-editor.tsx'));

const loadAssociations = () =>
  import('@/features/associations/components/directory-associations.tsx');

/** A project's or contact's associations, loaded with the editor that shows them. */
const DirectoryAssociations = lazySection<AssociationsSlotProps>(loadAssociations);

/** A contact's out-of-office alternates, loaded with the contact editor. */
const OutOfOffice = lazySection<OutOfOfficeSlotProps>(
  () => import('@/features/delegations/components/out-of-office.tsx'),
);

/** A project's rates (issue 31 §1), loaded with the project editor. */
const Rates = lazySection<RatesSlotProps>(
  () => import('@/features/rates/components/rates-section.tsx'),
);

const EDITORS = {
  client: ClientEditor,
  project: ProjectEditor,
  contact: ContactEditor,
  task: TaskEditor,
};

interface State {
  target: EditorTarget | null;
  open: boolean;
  key: number;
}

/**
 * One directory editor at a time (D§2.2): the page's own kind reports saves to its list;
 * an editor may hand over to another (a client link, a new task of a project).
 */
export function useDirectoryEditor(pageKind: DirectoryKind, onSaved: (saved: EditorSaved) => void) {
  const [state, setState] = useState<State>({ target: null, open: false, key: 0 });
  const open = (target: EditorTarget) => {
    // A project's or contact's associations load with its editor, not after it.
    if (target.kind === 'project' || target.kind === 'contact') void loadAssociations();
    setState((s) => ({ target, open: true, key: s.key + 1 }));
  };
  const Editor = state.target ? EDITORS[state.target.kind] : null;
  const element =
    Editor && state.target ? (
      <Suspense fallback={null}>
        <Editor
          key={state.key}
          open={state.open}
          id={state.target.id}
          defaults={state.target.defaults}
          onClose={() => setState((s) => ({ ...s, open: false }))}
          onSaved={state.target.kind === pageKind ? onSaved : undefined}
          onOpen={open}
          associations={DirectoryAssociations}
          outOfOffice={state.target.kind === 'contact' ? OutOfOffice : undefined}
          rates={state.target.kind === 'project' ? Rates : undefined}
        />
      </Suspense>
    ) : null;
  return { open, element };
}
