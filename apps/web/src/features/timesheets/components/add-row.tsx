import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WeekOption } from '@tallysheet/contract/timesheets/timesheets';
import { rowChoices, type RowChoice } from '../hooks/week-rows.ts';
import { TIMESHEET_TEXT } from '../messages.ts';

const filter = createFilterOptions<RowChoice>({
  stringify: (choice) => `${choice.clientName} ${choice.projectName} ${choice.taskName}`,
});

/**
 * "Add row" (UX.md §6): the user's projects and tasks grouped Client › Project, default task
 * first, with type-ahead; the spec's warning when the chosen project has no contact.
 */
export function AddRow({
  options,
  taken,
  onAdd,
  noOptionsText = TIMESHEET_TEXT.noOptions,
}: {
  options: readonly WeekOption[];
  /** Keys of the rows already in the grid. */
  taken: ReadonlySet<string>;
  onAdd(choice: RowChoice): void;
  /** What to say when there is nothing to add. */
  noOptionsText?: string;
}) {
  const choices = useMemo(() => rowChoices(options), [options]);
  const [input, setInput] = useState('');
  const [added, setAdded] = useState<RowChoice | null>(null);

  if (choices.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {noOptionsText}
      </Typography>
    );

  return (
    <Stack spacing={1.5} sx={{ mt: 2, maxWidth: 560 }}>
      <Autocomplete
        options={choices}
        value={null}
        inputValue={input}
        onInputChange={(_event, value, reason) => setInput(reason === 'reset' ? '' : value)}
        onChange={(_event, choice) => {
          if (!choice) return;
          setInput('');
          setAdded(choice);
          onAdd(choice);
        }}
        groupBy={(choice) => `${choice.clientName} › ${choice.projectName}`}
        getOptionLabel={(choice) => `${choice.projectName} / ${choice.taskName}`}
        getOptionDisabled={(choice) => taken.has(choice.key)}
        isOptionEqualToValue={(a, b) => a.key === b.key}
        filterOptions={filter}
        autoHighlight
        clearOnBlur
        size="small"
        renderOption={({ key, ...optionProps }, choice) => (
          <Box component="li" key={key} {...optionProps} sx={{ gap: 1 }}>
            <Box component="span" sx={{ flex: 1 }}>
              {choice.taskName}
            </Box>
            {taken.has(choice.key) && (
              <Typography variant="caption" color="text.secondary">
                Added
              </Typography>
            )}
            {choice.isDefault && !taken.has(choice.key) && (
              <Typography variant="caption" color="text.secondary">
                Default task
              </Typography>
            )}
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={TIMESHEET_TEXT.addRow}
            placeholder={TIMESHEET_TEXT.addRowPlaceholder}
          />
        )}
      />
      {added && !added.hasContacts && (
        <Alert severity="warning" onClose={() => setAdded(null)}>
          {TIMESHEET_TEXT.noContacts}
        </Alert>
      )}
    </Stack>
  );
}
