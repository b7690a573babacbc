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
  const [opened, setOpened] = useState(false);
  if (!bootstrap || !isAdministrator(bootstrap.profile.systemRole)) return null;
  return (
    <>
      <Tooltip title={HISTORY_TEXT.title} describeChild>
        <IconButton
          aria-label={HISTORY_TEXT.title}
          aria-haspopup="dialog"
          onClick={() => {
            setOpen(true);
            setOpened(true);
          }}
        >
          <HistoryIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <HistoryDialog {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
