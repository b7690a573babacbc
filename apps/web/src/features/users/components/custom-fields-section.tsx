import { useFieldArray } from 'react-hook-form';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { CUSTOM_FIELD_LIMITS } from '@tallysheet/contract/users/users';
import { fieldProps, useQuietRows } from '@/components/editor-drawer/editor-form.ts';
import { StagedRow } from '@/components/editor-drawer/staged-row.tsx';
import { USER_TEXT } from '@/features/users/messages.ts';
import { FormSection } from './form-section.tsx';
import type { UserForm } from './user-form.ts';

/** Custom fields (A§5): rows of a label and a value, each needing both. */
export function CustomFieldsSection({ form, disabled }: { form: UserForm; disabled: boolean }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'customFields' });
  const quiet = useQuietRows(
    form,
    fields.map((field) => field.id),
  );
  const errors = form.formState.errors.customFields;
  const sectionError = errors?.root?.message ?? errors?.message;
  return (
    <FormSection
      title="Custom Fields"
      help={USER_TEXT.customFields}
      action={
        <Button
          variant="outlined"
          size="small"
          startIcon={<AddIcon />}
          disabled={disabled || fields.length >= CUSTOM_FIELD_LIMITS.count}
          onClick={() => append({ label: '', value: '' }, { shouldFocus: true })}
        >
          Add Custom Field
        </Button>
      }
    >
      {sectionError && <Alert severity="error">{sectionError}</Alert>}
      {fields.map((field, index) => (
        <StagedRow
          key={field.id}
          label={`Custom field ${index + 1}`}
          columns={{ xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 3fr)' }}
          onRemove={() => remove(index)}
          plain
          disabled={disabled}
        >
          <TextField
            label="Label"
            required
            disabled={disabled}
            {...fieldProps(form, `customFields.${index}.label`, { quiet: quiet(field.id) })}
          />
          <TextField
            label="Value"
            required
            disabled={disabled}
            {...fieldProps(form, `customFields.${index}.value`, { quiet: quiet(field.id) })}
          />
        </StagedRow>
      ))}
    </FormSection>
  );
}
