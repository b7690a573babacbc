import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface GuardText {
  /** "Leave without saving?" */
  title: string;
  /** What would be lost. */
  message: string;
  /** The confirm button: "Discard changes". */
  confirmLabel: string;
}

/** While `dirty`, closing or reloading the tab asks the browser's own question first. */
function useBeforeUnload(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}

function BlockerDialog({ dirty, text }: { dirty: boolean; text: GuardText }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={text.title}
      message={text.message}
      confirmLabel={text.confirmLabel}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

/**
 * Unsaved input: any navigation in the app (a link, Back) asks first, and so does closing the
 * tab. Blocking needs the data router; without one (unit tests) only the tab is guarded.
 */
export function UnsavedChangesGuard({ dirty, ...text }: { dirty: boolean } & GuardText) {
  useBeforeUnload(dirty);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <BlockerDialog dirty={dirty} text={text} /> : null;
}
