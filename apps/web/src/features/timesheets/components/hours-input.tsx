import { useRef, useState, type KeyboardEvent } from 'react';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import Box from '@mui/material/Box';
import { formatHours, parseHoursText } from '@tallysheet/contract/timesheets/hours-input';
import type { WeekDay } from '@tallysheet/contract/timesheets/week';
import type { Cell } from '../hooks/week-rows.ts';

export const CELL_WIDTH = 88;

/** The input of row `row` on `day` inside the same grid or list, if it can take focus. */
function inputAt(from: HTMLElement, row: number, day: WeekDay): HTMLInputElement | null {
  const scope = from.closest('[data-hours-scope]') ?? document;
  const input = scope.querySelector<HTMLInputElement>(
    `input[data-row="${row}"][data-day="${day}"]`,
  );
  return input && !input.disabled ? input : null;
}

interface HoursInputProps {
  cell: Cell;
  row: number;
  day: WeekDay;
  label: string;
  disabled: boolean;
  readOnly: boolean;
  /** Briefly not editable (a save on its way), without looking read-only. */
  busy?: boolean;
  invalid: boolean;
  describedBy?: string;
  /** The small note button inside the cell (the narrow list has a button of its own). */
  inlineNote?: boolean;
  /** A parsed value (or null with the text when it is no duration). */
  onCommit(hours: number | null, text: string): void;
  onDescribe(anchor: HTMLElement): void;
}

/**
 * One hours cell (UX.md §6): selects all on focus, commits on Enter or blur, reverts on
 * Escape; ↑/↓ go to the same day of the row above or below, Enter commits and goes down,
 * Shift+Enter opens the description.
 */
export function HoursInput(props: HoursInputProps) {
  const { cell, row, day, label, disabled, readOnly, busy, invalid, describedBy } = props;
  const [draft, setDraftState] = useState<string | null>(null);
  // The draft as of now: Enter commits, then moving focus blurs before React re-renders.
  const draftRef = useRef<string | null>(null);
  const setDraft = (value: string | null) => {
    draftRef.current = value;
    setDraftState(value);
  };
  const justFocused = useRef(false);
  // What the cell held when focused: Escape puts it back, even after live updates.
  const before = useRef<{ hours: number; invalidText: string | null } | null>(null);
  const saved = cell.invalidText ?? formatHours(cell.hours);
  const shown = draft ?? saved;

  /**
   * Each keystroke that reads as hours updates the form at once, so the day's total and its
   * 24-hour rule follow the typing; text that is no duration yet waits for Enter or blur.
   */
  const type = (value: string) => {
    setDraft(value);
    const hours = parseHoursText(value);
    if (hours !== null && (hours !== cell.hours || cell.invalidText !== null))
      props.onCommit(hours, value);
  };

  const commit = () => {
    const draft = draftRef.current;
    if (draft === null) return;
    setDraft(null);
    if (draft === saved) return;
    const hours = parseHoursText(draft);
    if (hours !== null && hours === cell.hours && cell.invalidText === null) return;
    props.onCommit(hours, draft);
  };

  const move = (input: HTMLInputElement, step: number) => {
    const next = inputAt(input, row + step, day);
    if (!next) return false;
    next.focus();
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (event.key === 'Enter' && event.shiftKey) {
      event.preventDefault();
      commit();
      props.onDescribe(input.parentElement ?? input);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      commit();
      if (!move(input, 1)) input.select();
    } else if (event.key === 'Escape') {
      if (draftRef.current !== null) {
        event.preventDefault();
        event.stopPropagation();
        setDraft(null);
        const was = before.current;
        if (was && (was.hours !== cell.hours || was.invalidText !== cell.invalidText))
          props.onCommit(was.invalidText === null ? was.hours : null, was.invalidText ?? '');
        requestAnimationFrame(() => input.select());
      }
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (move(input, event.key === 'ArrowDown' ? 1 : -1)) event.preventDefault();
    }
  };

  const hasNote = cell.description.trim() !== '';
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        '&:hover .hours-note, &:focus-within .hours-note': { opacity: 1 },
      }}
    >
      <Box
        component="input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-row={row}
        data-day={day}
        disabled={disabled}
        readOnly={readOnly || busy}
        data-readonly={readOnly || undefined}
        // The day's description shows on hovering the cell, editable or read-only.
        title={hasNote ? cell.description : undefined}
        value={shown}
        onChange={(event) => type(event.currentTarget.value)}
        onFocus={(event) => {
          justFocused.current = true;
          before.current = { hours: cell.hours, invalidText: cell.invalidText };
          event.currentTarget.select();
        }}
        onMouseUp={(event) => {
          // The click that focused the cell would otherwise undo the select-all.
          if (justFocused.current) event.preventDefault();
          justFocused.current = false;
        }}
        onBlur={() => {
          justFocused.current = false;
          commit();
        }}
        onKeyDown={onKeyDown}
        sx={{
          display: 'block',
          width: '100%',
          height: 32,
          boxSizing: 'border-box',
          px: 1,
          pl: 2.5,
          font: 'inherit',
          fontVariantNumeric: 'tabular-nums',
          textAlign: 'right',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: '1px solid #8A94A3',
          borderRadius: 1,
          '&:hover:not(:disabled):not([data-readonly])': { borderColor: 'text.primary' },
          '&:focus, &:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: -1,
            borderColor: 'primary.main',
          },
          '&[aria-invalid="true"]': {
            borderColor: 'error.main',
            boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.error.main}`,
            '&:focus, &:focus-visible': { outlineColor: 'error.main' },
          },
          '&:disabled': {
            bgcolor: '#F0F3F7',
            borderStyle: 'dashed',
            color: 'text.secondary',
            cursor: 'not-allowed',
          },
          '&[data-readonly]': { bgcolor: 'transparent', borderColor: 'transparent' },
        }}
      />
      {props.inlineNote !== false && !disabled && (hasNote || !readOnly) && (
        <Box
          component="button"
          type="button"
          className="hours-note"
          tabIndex={-1}
          aria-hidden
          title={hasNote ? cell.description : 'Add a description (Shift+Enter)'}
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => props.onDescribe(event.currentTarget.parentElement!)}
          sx={{
            position: 'absolute',
            left: 2,
            top: '50%',
            transform: 'translateY(-50%)',
            display: 'flex',
            p: 0.25,
            border: 0,
            bgcolor: 'transparent',
            cursor: 'pointer',
            color: hasNote ? 'primary.main' : 'text.secondary',
            opacity: hasNote ? 1 : 0,
            borderRadius: 0.5,
          }}
        >
          <StickyNote2Outlined sx={{ fontSize: 14 }} />
        </Box>
      )}
    </Box>
  );
}
