import { createContext, useContext, useState, type Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Paper, { type PaperProps } from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { StatusChip } from '@/components/data-table/cells.tsx';
import { DROPDOWN_TEXT } from '@/components/editor-drawer/entity-messages.ts';
import { namedProblem } from '@/lib/api-client.ts';
import { useDebounced } from '@/lib/use-debounced.ts';

/** How long typing must pause before a picker searches. */
export const PICKER_SEARCH_DELAY_MS = 300;

/** A page of a picker's options and how many match in all. */
export interface OptionsPage<T> {
  options: T[];
  count: number;
}

/** What a picker's option needs: an archived one shows a chip. */
interface PickerOption {
  isArchived: boolean;
}

export interface SearchSelectProps<
  T extends PickerOption,
  TPage,
  TKey extends QueryKey,
  TOne,
  TChosen extends T | undefined,
  TOneKey extends QueryKey,
> {
  /** The chosen option's id, '' for none. */
  value: string;
  onChange(id: string): void;
  /** The first options matching `q` ('' before any typing), as the server searches them. */
  search(q: string): UseQueryOptions<TPage, Error, OptionsPage<T>, TKey>;
  /** The chosen option when no answer holds it (an id from the URL, a default, a quick create). */
  lookup(id: string): UseQueryOptions<TOne, Error, TChosen, TOneKey>;
  getId(option: T): string;
  getLabel(option: T): string;
  /** A second line under the label (a project's client, a contact's e-mail). */
  getCaption?(option: T): string;
  groupBy?(option: T): string;
  /** Shown but not selectable (already associated). */
  isOptionDisabled?(option: T): boolean;
  /**
   * Filter here, not on the server, while the first answer (search('')) holds every option:
   * the supplier dropdown's one spec call (D§2.2) serves small lists alone.
   */
  localWhileComplete?: boolean;
  label: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?(): void;
  /** A validation message; the load failure shows by itself. */
  error?: string;
  helperText?: string;
}

/** The open list's footnote: more options match than are listed. */
const FootnoteContext = createContext<string | null>(null);

function PaperWithFootnote({ children, ...props }: PaperProps) {
  const footnote = useContext(FootnoteContext);
  return (
    <Paper {...props}>
      {children}
      {footnote && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          // Clicking the note must not close the list or blur the input.
          onMouseDown={(event) => event.preventDefault()}
          sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
        >
          {footnote}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * A picker that searches as you type (debounced `q`), so that any row can be chosen however
 * many there are: the list shows the first matches and says how many more there are.
 */
export function SearchSelect<
  T extends PickerOption,
  TPage,
  TKey extends QueryKey,
  TOne,
  TChosen extends T | undefined,
  TOneKey extends QueryKey,
>(props: SearchSelectProps<T, TPage, TKey, TOne, TChosen, TOneKey>) {
  const { value, getId, getLabel } = props;
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<T | null>(null);
  const q = useDebounced(typed.trim(), PICKER_SEARCH_DELAY_MS);

  // The first page loads at once (the supplier dropdown is "loaded with" it, D§2.2); searches
  // wait for typing.
  const first = useQuery({ ...props.search(''), enabled: !props.disabled });
  const local =
    Boolean(props.localWhileComplete) &&
    first.data !== undefined &&
    first.data.count <= first.data.options.length;
  const searched = useQuery({
    ...props.search(q),
    // A local picker knows from the first answer whether it needs the server at all.
    enabled:
      Boolean(q) &&
      !props.disabled &&
      !(props.localWhileComplete && (local || first.data === undefined)),
    // Keep the last matches listed while the next search runs.
    placeholderData: keepPreviousData,
  });
  const answer = local ? first : q ? searched : first;

  const known = picked && getId(picked) === value ? picked : null;
  const found = answer.data?.options ?? [];
  const listed = value ? found.find((option) => getId(option) === value) : undefined;
  const lookup = useQuery({
    ...props.lookup(value),
    enabled: Boolean(value) && !known && !listed,
  });
  const selected = value ? (known ?? listed ?? lookup.data ?? null) : null;
  const options =
    selected && !found.some((option) => getId(option) === value) ? [selected, ...found] : found;

  const more = !local && answer.data ? answer.data.count - answer.data.options.length : 0;
  const footnote =
    more > 0
      ? `Showing ${answer.data?.options.length} of ${answer.data?.count}: type to find the rest`
      : null;
  // A failed list, or a chosen id that cannot be found (a stale link): the server's words when
  // it named the problem ("Client not found"), else the spec's.
  const failed = answer.isError ? answer.error : lookup.isError ? lookup.error : null;
  const loadError = failed ? (namedProblem(failed) ?? DROPDOWN_TEXT.error) : undefined;
  const helperText = props.error ?? loadError ?? props.helperText;

  return (
    <FootnoteContext.Provider value={footnote}>
      <Autocomplete<T>
        options={options}
        value={selected}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        inputValue={input}
        onInputChange={(_event, next, reason) => {
          setInput(next);
          setTyped(reason === 'input' ? next : '');
        }}
        onChange={(_event, option) => {
          setPicked(option);
          props.onChange(option ? getId(option) : '');
        }}
        onBlur={props.onBlur}
        disabled={props.disabled}
        // The server filters (unless the first answer holds every option).
        filterOptions={local ? undefined : (all) => all}
        loading={answer.isFetching}
        getOptionLabel={getLabel}
        getOptionDisabled={props.isOptionDisabled}
        isOptionEqualToValue={(option, current) => getId(option) === getId(current)}
        groupBy={props.groupBy}
        noOptionsText={loadError ?? DROPDOWN_TEXT.empty}
        slots={{ paper: PaperWithFootnote }}
        renderOption={({ key, ...optionProps }, option) => (
          <Box component="li" key={key} {...optionProps} sx={{ gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {getLabel(option)}
              </Typography>
              {props.getCaption && (
                <Typography variant="caption" color="text.secondary" noWrap component="div">
                  {props.getCaption(option)}
                </Typography>
              )}
            </Box>
            <StatusChip status={option.isArchived ? 'archived' : null} />
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={props.label}
            required={props.required}
            autoFocus={props.autoFocus}
            inputRef={props.inputRef}
            error={Boolean(props.error ?? loadError)}
            helperText={helperText}
          />
        )}
      />
    </FootnoteContext.Provider>
  );
}
