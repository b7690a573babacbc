import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ArchivedFilter, ListState } from './use-list-state.ts';

/** The Active/Archived filter of a list page's second row. */
export function ArchivedFilterToggle({
  value,
  onChange,
}: {
  value: ArchivedFilter;
  onChange(value: ArchivedFilter): void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label="Show"
      onChange={(_event, next: ArchivedFilter | null) => next && onChange(next)}
    >
      <ToggleButton value="active" sx={{ px: 2, py: 0.5 }}>
        Active
      </ToggleButton>
      <ToggleButton value="archived" sx={{ px: 2, py: 0.5 }}>
        Archived
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/** The search box of a list page: the list searches once the typing pauses (useListState). */
function ListSearchField({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange(value: string): void;
  /** What the search matches, e.g. "Name or e-mail". */
  placeholder: string;
}) {
  return (
    <TextField
      type="search"
      label="Search"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && value) {
          event.stopPropagation();
          onChange('');
        }
      }}
      sx={{ width: { xs: '100%', sm: 320 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** A list page's second row (UX.md §3): the search box, then the Active/Archived filter. */
export function ListFilters({
  list,
  searchPlaceholder,
}: {
  list: Pick<ListState, 'search' | 'setSearch' | 'filter' | 'setFilter'>;
  searchPlaceholder: string;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: -1, mb: 2 }}>
      <ListSearchField
        value={list.search}
        onChange={list.setSearch}
        placeholder={searchPlaceholder}
      />
      <ArchivedFilterToggle value={list.filter} onChange={list.setFilter} />
    </Stack>
  );
}
