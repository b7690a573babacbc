import { lazy, Suspense, useContext, useState } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { isAdministrator } from '@tallysheet/contract/roles/roles';
import { BootstrapContext } from '@/lib/bootstrap/bootstrap-context.tsx';
import { HISTORY_TEXT, type EntityHistoryProps } from './history-target.ts';

// The list and its diff load when a History is first opened, never with the page.
const HistoryDialog = lazy(() => import('./history-dialog.tsx'));

/**
 * An editor's or viewer's History (issue 30 §2): the entity's audit entries, newest first,
 * with who, when, the action and the fields before and after. For administrators only (the
 * trail's API refuses everyone else), so nobody else sees the button.
 */
export function HistoryButton(props: EntityHistoryProps) {
  const bootstrap = useContext(BootstrapContext);
  const [open, setOpen] = useState(false);
  // Each opening mounts the dialog afresh: the trail is read again, from its first page.
  const [opening, setOpening] = useState(0);
  if (!bootstrap || !isAdministrator(bootstrap.profile.systemRole)) return null;
  return (
    <>
      <Tooltip title={HISTORY_TEXT.title} describeChild>
        <IconButton
          aria-label={HISTORY_TEXT.title}
          aria-haspopup="dialog"
          onClick={() => {
            setOpen(true);
            setOpening(opening + 1);
          }}
        >
          <HistoryIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {opening > 0 && (
        <Suspense fallback={null}>
          <HistoryDialog key={opening} {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
