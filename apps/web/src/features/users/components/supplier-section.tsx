import { useWatch } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DROPDOWN_TEXT } from '@/components/editor-drawer/entity-messages.ts';
import { USER_TEXT } from '@/features/users/messages.ts';
import { FormSection } from './form-section.tsx';
import { OptionRow } from './option-row.tsx';
import type { PlacementSectionProps } from './user-form.ts';

type Option = { value: string; label: string; isArchived: boolean };

const DIRTY = { shouldDirty: true } as const;

const missing = (value: string): Option => ({ value, label: value, isArchived: false });

/** The supplier (A§1): at most one, then any number of that supplier's contacts. */
export function SupplierSection({ form, options, error, disabled }: PlacementSectionProps) {
  const supplierId = useWatch({ control: form.control, name: 'supplierId' });
  const contactIds = useWatch({ control: form.control, name: 'supplierContactIds' });
  const errors = form.formState.errors;
  const suppliers = (options?.suppliers ?? []).filter(
    (supplier) => !supplier.isArchived || supplier.value === supplierId,
  );
  const contacts = (options?.supplierContacts ?? []).filter(
    (contact) =>
      contact.supplierId === supplierId &&
      (!contact.isArchived || contactIds.includes(contact.value)),
  );
  const supplier = supplierId
    ? (suppliers.find((option) => option.value === supplierId) ?? missing(supplierId))
    : null;
  const chosenContacts = contactIds.map(
    (id) => contacts.find((option) => option.value === id) ?? missing(id),
  );
  const loading = !options && !error;
  const noOptions = error ? DROPDOWN_TEXT.error : DROPDOWN_TEXT.empty;

  return (
    <FormSection title="Supplier" help={USER_TEXT.supplier}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Autocomplete<Option>
          options={suppliers}
          value={supplier}
          loading={loading}
          disabled={disabled}
          getOptionLabel={(option) => option.label}
          isOptionEqualToValue={(option, current) => option.value === current.value}
          noOptionsText={noOptions}
          onChange={(_event, option) => {
            const next = option?.value ?? '';
            if (next === supplierId) return;
            form.setValue('supplierId', next, DIRTY);
            form.setValue('supplierContactIds', [], DIRTY);
            form.clearErrors(['supplierId', 'supplierContactIds']);
          }}
          renderOption={({ key, ...props }, option) => (
            <OptionRow key={key} option={option} {...props} />
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Supplier"
              error={Boolean(errors.supplierId) || error}
              helperText={errors.supplierId?.message ?? (error ? DROPDOWN_TEXT.error : undefined)}
            />
          )}
        />
        <Autocomplete<Option, true>
          multiple
          disableCloseOnSelect
          options={contacts}
          value={chosenContacts}
          loading={loading}
          disabled={disabled || !supplierId}
          getOptionLabel={(option) => option.label}
          isOptionEqualToValue={(option, current) => option.value === current.value}
          noOptionsText={noOptions}
          onChange={(_event, value) => {
            form.setValue(
              'supplierContactIds',
              value.map((option) => option.value),
              DIRTY,
            );
            form.clearErrors('supplierContactIds');
          }}
          renderOption={({ key, ...props }, option) => (
            <OptionRow key={key} option={option} {...props} />
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Supplier Contacts"
              error={Boolean(errors.supplierContactIds)}
              helperText={
                errors.supplierContactIds?.message ??
                (supplierId ? undefined : 'Choose a supplier first.')
              }
              // The hint says why the field is off, so it stays readable (4.5:1) while it is.
              slotProps={{
                ...params.slotProps,
                formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
              }}
            />
          )}
        />
      </Box>
    </FormSection>
  );
}
