import { useMemo, type Ref } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { PROFILE_TEXT } from '@/features/profile/messages.ts';
import {
  browserTimeZone,
  timeZones,
  utcOffset,
  zoneSearchText,
} from '@/features/profile/timezones.ts';

interface TimezoneFieldProps {
  /** An IANA name, or null when none is chosen (the browser's zone is used). */
  value: string | null;
  onChange(value: string | null): void;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  disabled?: boolean;
}

const filterOptions = createFilterOptions<string>({ stringify: zoneSearchText, limit: 200 });

/** A searchable list of the browser's time zones, each with its offset from UTC. */
export function TimezoneField({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  disabled,
}: TimezoneFieldProps) {
  const browserZone = useMemo(browserTimeZone, []);
  const options = useMemo(() => {
    const all = timeZones();
    // A saved zone this browser does not list (an alias) must still show.
    return value && !all.includes(value) ? [value, ...all] : all;
  }, [value]);

  return (
    <Box>
      <Autocomplete<string>
        options={options}
        value={value}
        onChange={(_event, next) => onChange(next)}
        onBlur={onBlur}
        disabled={disabled}
        autoHighlight
        filterOptions={filterOptions}
        noOptionsText={PROFILE_TEXT.noTimeZones}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props} sx={{ gap: 2 }}>
            <Box
              component="span"
              sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}
            >
              {option}
            </Box>
            <Box
              component="span"
              sx={{
                color: 'text.secondary',
                fontSize: 12,
                fontVariantNumeric: 'tabular-nums',
                whiteSpace: 'nowrap',
              }}
            >
              {utcOffset(option)}
            </Box>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Time zone"
            placeholder={browserZone}
            inputRef={inputRef}
            error={Boolean(error)}
            helperText={
              error ??
              (value
                ? PROFILE_TEXT.offsetHint(utcOffset(value))
                : PROFILE_TEXT.browserZoneHint(browserZone))
            }
          />
        )}
      />
      {value && value !== browserZone && (
        <Button
          size="small"
          disabled={disabled}
          onClick={() => onChange(browserZone)}
          sx={{ mt: 0.5, ml: -0.5, px: 0.5 }}
        >
          {PROFILE_TEXT.useBrowserZone}
        </Button>
      )}
    </Box>
  );
}

/** The time zone field bound to a react-hook-form field (an IANA name or null). */
export function TimezoneFormField<T extends FieldValues>({
  control,
  name,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and transformed values
  control: Control<T, any, any>;
  name: Path<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TimezoneField
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
