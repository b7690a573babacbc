import { UnsavedChangesGuard as Guard } from '@/components/unsaved-changes-guard.tsx';
import { TIMESHEET_TEXT } from '../messages.ts';

/** Unsaved hours: leaving the week (a link, another week, Back, closing the tab) asks first. */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  return (
    <Guard
      dirty={dirty}
      title={TIMESHEET_TEXT.unsavedTitle}
      message={TIMESHEET_TEXT.unsavedBody}
      confirmLabel={TIMESHEET_TEXT.discard}
    />
  );
}
