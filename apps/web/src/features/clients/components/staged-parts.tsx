import { useId, useState, type ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { EditorSection } from '@/components/editor-drawer/editor-section.tsx';
import { FormSelect } from '@/components/editor-drawer/form-select.tsx';
import type { ClientForm, ClientFormValues } from './staged-form.ts';

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

/** A staged row: a bordered group of fields with its remove button. */
export function StagedRow({
  label,
  columns,
  onRemove,
  children,
}: {
  label: string;
  columns: Record<string, string>;
  onRemove(anchor: HTMLElement): void;
  children: ReactNode;
}) {
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={label}
      sx={{
        alignItems: 'flex-start',
        gap: 1,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', ...columns },
        }}
      >
        {children}
      </Box>
      <Tooltip title="Remove" describeChild>
        <IconButton
          aria-label={`Remove ${label.toLowerCase()}`}
          onClick={(event) => onRemove(event.currentTarget)}
        >
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A staged row's dropdown over plain options, "No Items" while there are none. */
export function SelectField({
  form,
  name,
  label,
  options,
  required,
  quiet,
}: {
  form: ClientForm;
  name: FieldPath<ClientFormValues>;
  label: string;
  options: SelectOption[];
  required?: boolean;
  /** A row added after a failed submit: its error shows once touched. */
  quiet?: boolean;
}) {
  return (
    <FormSelect control={form.control} name={name} label={label} required={required} quiet={quiet}>
      {options.length === 0 && (
        <MenuItem value="" disabled>
          No Items
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </FormSelect>
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
