import type { Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { Supplier } from '@tallysheet/contract/directory/suppliers';
import { StatusChip } from '@/components/data-table/cells.tsx';
import { useSupplierOptions } from './api/get-suppliers.ts';
import { DROPDOWN_TEXT } from '@/components/editor-drawer/entity-messages.ts';

interface SupplierSelectProps {
  value: string;
  onChange(supplierId: string): void;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Marked required (default); a filter is not. */
  required?: boolean;
}

/** The supplier dropdown of a new supplier contact: all=true, page 0, pageSize 100 (D§2.2). */
export function SupplierSelect({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  disabled,
  autoFocus,
  required = true,
}: SupplierSelectProps) {
  const query = useSupplierOptions();
  const options = query.data?.suppliers ?? [];
  const selected = options.find((option) => option.id === value) ?? null;
  const helperText = error ?? (query.isError ? DROPDOWN_TEXT.error : undefined);
  return (
    <Autocomplete<Supplier>
      options={options}
      value={selected}
      loading={query.isPending}
      disabled={disabled}
      onChange={(_event, option) => onChange(option?.id ?? '')}
      onBlur={onBlur}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      noOptionsText={query.isError ? DROPDOWN_TEXT.error : DROPDOWN_TEXT.empty}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
          <Box
            component="span"
            sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            {option.name}
          </Box>
          <StatusChip status={option.isArchived ? 'archived' : null} />
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Supplier"
          required={required}
          autoFocus={autoFocus}
          inputRef={inputRef}
          error={Boolean(helperText)}
          helperText={helperText}
        />
      )}
    />
  );
}
