import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { TIMESHEET_TEXT } from '../messages.ts';

/** While `dirty`, closing or reloading the tab asks the browser's own question first. */
export function useBeforeUnload(dirty: boolean) {
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

function BlockerDialog({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={TIMESHEET_TEXT.unsavedTitle}
      message={TIMESHEET_TEXT.unsavedBody}
      confirmLabel={TIMESHEET_TEXT.discard}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

/**
 * Unsaved hours: any navigation in the app (a link, another week, Back) asks first, and so
 * does closing the tab. Blocking needs the data router; without one only the tab is guarded.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  useBeforeUnload(dirty);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <BlockerDialog dirty={dirty} /> : null;
}
