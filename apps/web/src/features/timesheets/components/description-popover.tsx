import { useState } from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_DESCRIPTION } from '@tallysheet/contract/timesheets/timesheets';
import type { WeekDay } from '@tallysheet/contract/timesheets/week';

export interface DescriptionTarget {
  anchor: HTMLElement;
  row: number;
  day: WeekDay;
  /** "Website / Design, Monday Nov 23" */
  label: string;
  value: string;
  /** A locked day (closed period or approved, issue 30 §1): shown, not edited. */
  readOnly?: boolean;
}

/** The description of one day of a row (Shift+Enter in a cell); read-only once submitted. */
export function DescriptionPopover({
  target,
  readOnly,
  onSave,
  onClose,
}: {
  target: DescriptionTarget | null;
  readOnly: boolean;
  onSave(value: string): void;
  onClose(): void;
}) {
  return (
    <Popover
      open={target !== null}
      anchorEl={target?.anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: {
          sx: {
            p: 2,
            width: 320,
            maxWidth: 'calc(100vw - 32px)',
            border: 1,
            borderColor: 'divider',
            boxShadow: '0 4px 16px rgba(24, 32, 43, 0.12)',
          },
        },
      }}
    >
      {target && (
        <DescriptionForm
          key={`${target.row}.${target.day}`}
          target={target}
          readOnly={readOnly}
          onSave={onSave}
          onClose={onClose}
        />
      )}
    </Popover>
  );
}

function DescriptionForm({
  target,
  readOnly,
  onSave,
  onClose,
}: {
  target: DescriptionTarget;
  readOnly: boolean;
  onSave(value: string): void;
  onClose(): void;
}) {
  const [value, setValue] = useState(target.value);
  const save = () => {
    onSave(value);
    onClose();
  };
  return (
    <Stack
      component="form"
      spacing={1.5}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Typography variant="subtitle2" component="h2">
        {target.label}
      </Typography>
      <TextField
        label="Description"
        multiline
        minRows={3}
        maxRows={8}
        autoFocus
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !readOnly) {
            event.preventDefault();
            save();
          }
        }}
        slotProps={{ input: { readOnly }, htmlInput: { maxLength: MAX_DESCRIPTION } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {readOnly ? (
          <Button variant="outlined" size="small" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            <Button variant="outlined" size="small" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="contained" size="small" type="submit">
              Done
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
