import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UserRow } from '@tallysheet/contract/users/users';
import { StatusChip } from '@/components/data-table/cells.tsx';
import { DROPDOWN_TEXT } from '@/components/editor-drawer/entity-messages.ts';
import { useDebounced } from '@/lib/use-debounced.ts';
import { useUserOptions } from './api/get-user-options.ts';

/** How long typing must pause before the picker searches. */
export const USER_SEARCH_DEBOUNCE_MS = 300;

type UserOption = Pick<UserRow, 'userId' | 'displayName' | 'email' | 'isArchived'>;

interface UserSelectProps {
  /** The chosen user's id, '' for none. */
  value: string;
  onChange(userId: string): void;
  label?: string;
  required?: boolean;
}

/**
 * A user picker that searches as you type (GET /users/v2?q=, debounced). A value that arrives
 * without its name (from the URL) is looked up by its username, which the search matches.
 */
export function UserSelect({ value, onChange, label = 'Associate', required }: UserSelectProps) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<UserOption | null>(null);
  const term = useDebounced(search, USER_SEARCH_DEBOUNCE_MS);
  const [open, setOpen] = useState(false);
  const query = useUserOptions(term, open);

  const known = picked?.userId === value ? picked : null;
  const lookup = useUserOptions(value, Boolean(value) && !known);
  const lookedUp = lookup.data?.users.find((user) => user.userId === value);
  // Stable between renders: a new value object while typing would reset the typed text.
  const selected = useMemo<UserOption | null>(() => {
    if (!value) return null;
    return known ?? lookedUp ?? { userId: value, displayName: value, email: '', isArchived: false };
  }, [value, known, lookedUp]);

  const found = query.data?.users ?? [];
  const options =
    selected && !found.some((user) => user.userId === selected.userId)
      ? [selected, ...found]
      : found;

  return (
    <Autocomplete<UserOption>
      options={options}
      value={selected}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        setInput(next);
        setSearch(reason === 'input' ? next : '');
      }}
      onChange={(_event, option) => {
        setPicked(option);
        onChange(option?.userId ?? '');
      }}
      // The server filters: every answer it gives is a match.
      filterOptions={(all) => all}
      loading={query.isFetching}
      getOptionLabel={(option) => option.displayName || option.userId}
      isOptionEqualToValue={(option, current) => option.userId === current.userId}
      noOptionsText={query.isError ? DROPDOWN_TEXT.error : DROPDOWN_TEXT.empty}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps} sx={{ gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {option.displayName || option.userId}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {option.email ? `${option.userId} · ${option.email}` : option.userId}
            </Typography>
          </Box>
          <StatusChip status={option.isArchived ? 'archived' : null} />
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={label} required={required} />}
    />
  );
}
