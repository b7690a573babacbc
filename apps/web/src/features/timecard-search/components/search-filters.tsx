import { useEffect, useRef, useState } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TIMECARD_STATUSES } from '@tallysheet/contract/timesheets/rules';
import { ChoiceSelect } from '@/components/choice-select.tsx';
import { DateRangeFields } from '@/components/date-range-fields.tsx';
import { FilterPanel } from '@/components/filter-panel.tsx';
import {
  countDirectoryFilters,
  DirectoryFilters,
} from '@/entities/directory/directory-filters.tsx';
import { TIMECARD_STATUS_LABELS } from '@/entities/timesheets/timecard-status-chip.tsx';
import { useDebounced } from '@/lib/use-debounced.ts';
import { PERIOD_LABELS, SEARCH_TEXT } from '../messages.ts';
import type { Period, SearchState } from '../search-query.ts';

/** How long typing in the text filter must pause before the search runs. */
export const TEXT_DEBOUNCE_MS = 400;

type FilterChange = Partial<Omit<SearchState, 'page' | 'pageSize' | 'sortCol' | 'sortDir'>>;

interface SearchFiltersProps {
  state: SearchState;
  onChange(change: FilterChange): void;
  /** Some filter is set: Clear filters shows. */
  filtered: boolean;
  onClear(): void;
}

const FILTERS_ID = 'timecard-filters';

/** The text that follows the URL, but searches only once typing pauses. */
function TextFilter({ value, onChange }: { value: string; onChange(text: string): void }) {
  const [text, setText] = useState(value);
  const debounced = useDebounced(text, TEXT_DEBOUNCE_MS);
  const sent = useRef(value);

  // The URL changed without typing (Clear filters, Back): show its text.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  // Only a pause in typing searches: a new onChange alone must not resend an old text.
  const settled = useRef(debounced);
  useEffect(() => {
    if (debounced === settled.current) return;
    settled.current = debounced;
    const next = debounced.trim();
    if (next !== sent.current) {
      sent.current = next;
      onChange(next);
    }
  }, [debounced, onChange]);

  return (
    <TextField
      label={SEARCH_TEXT.text}
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{
        htmlInput: { maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** How many filters besides the text narrow the search: the phone's Filters button says so. */
const activeFilters = (state: SearchState) =>
  countDirectoryFilters(state) + (state.status ? 1 : 0) + (state.period !== 'any' ? 1 : 0);

/** Client, project, task, associate, supplier, status, period and text (A§2.2). */
export function SearchFilters({ state, onChange, filtered, onClear }: SearchFiltersProps) {
  return (
    <FilterPanel
      label="Timecard filters"
      id={FILTERS_ID}
      lead={
        <Box sx={{ gridColumn: { sm: 'span 2' } }}>
          <TextFilter value={state.text} onChange={(text) => onChange({ text })} />
        </Box>
      }
      active={activeFilters(state)}
      onClear={filtered ? onClear : undefined}
      clearLabel={SEARCH_TEXT.clearFilters}
    >
      <ChoiceSelect
        label={SEARCH_TEXT.status}
        value={state.status}
        anyLabel={SEARCH_TEXT.anyStatus}
        choices={TIMECARD_STATUSES}
        labels={TIMECARD_STATUS_LABELS}
        onChange={(status) => onChange({ status })}
        showAny
      />
      <TextField
        select
        label={SEARCH_TEXT.period}
        value={state.period}
        onChange={(event) => onChange({ period: event.target.value as Period, from: '', to: '' })}
      >
        {(Object.keys(PERIOD_LABELS) as Period[]).map((period) => (
          <MenuItem key={period} value={period}>
            {PERIOD_LABELS[period]}
          </MenuItem>
        ))}
      </TextField>
      <DirectoryFilters values={state} onChange={onChange} />
      {state.period === 'custom' && (
        <DateRangeFields from={state.from} to={state.to} onChange={onChange} />
      )}
    </FilterPanel>
  );
}
