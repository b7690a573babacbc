import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EditorSection } from '@/components/editor-drawer/editor-section.tsx';

/** One staged section: a heading, its add button, a hint while empty, then the rows. */
export function StagedSection({
  title,
  addLabel,
  onAdd,
  addDisabled,
  hint,
  empty,
  children,
}: {
  title: string;
  addLabel: string;
  onAdd(): void;
  addDisabled?: boolean;
  hint: string;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <EditorSection
      title={title}
      actionLabel={addLabel}
      onAction={onAdd}
      actionDisabled={addDisabled}
      hint={empty && hint}
    >
      {children}
    </EditorSection>
  );
}

/** The small confirmation before a staged project goes, with its tasks and associations (D§4). */
export function useRemovePopover() {
  const [state, setState] = useState<{ anchor: HTMLElement; onConfirm(): void } | null>(null);
  const titleId = useId();
  const ask = (anchor: HTMLElement, onConfirm: () => void) => setState({ anchor, onConfirm });
  const popover = (
    <Popover
      open={state !== null}
      anchorEl={state?.anchor}
      onClose={() => setState(null)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { role: 'alertdialog', 'aria-labelledby': titleId, sx: { p: 2, maxWidth: 320 } },
      }}
    >
      <Typography id={titleId} variant="subtitle2" component="h4">
        Remove this project?
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Its tasks and contact associations are removed too.
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1, mt: 1.5 }}>
        <Button size="small" variant="outlined" autoFocus onClick={() => setState(null)}>
          Cancel
        </Button>
        <Button
          size="small"
          variant="contained"
          color="error"
          onClick={() => {
            state?.onConfirm();
            setState(null);
          }}
        >
          Remove
        </Button>
      </Stack>
    </Popover>
  );
  return { ask, popover };
}
