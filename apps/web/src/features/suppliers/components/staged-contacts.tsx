import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import { EditorSection } from '@/components/editor-drawer/editor-section.tsx';
import { fieldProps, useQuietRows } from '@/components/editor-drawer/editor-form.ts';
import { StagedRow } from '@/components/editor-drawer/staged-row.tsx';
import type { CreateSupplier } from '@/features/suppliers/api/create-supplier.ts';

/** The supplier form's values: contacts are held here until the supplier is submitted. */
export interface SupplierFormValues {
  name: string;
  description: string;
  contacts: { name: string; description: string; email: string }[];
}

type SupplierForm = UseFormReturn<SupplierFormValues, unknown, CreateSupplier>;

/** Create mode (D§7.2): contacts typed in before submit and sent with the supplier. */
export function StagedContacts({ form, disabled }: { form: SupplierForm; disabled?: boolean }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'contacts' });
  const quiet = useQuietRows(
    form,
    fields.map((field) => field.id),
  );
  return (
    <EditorSection
      title="Contacts"
      actionLabel="Add Contact"
      onAction={() => append({ name: '', description: '', email: '' })}
      actionDisabled={disabled}
      hint={fields.length === 0 && 'Contacts added here are created with the supplier.'}
    >
      {fields.map((field, index) => (
        <StagedRow
          key={field.id}
          label={`Contact ${index + 1}`}
          columns={{ sm: '1fr 1fr 1.4fr' }}
          onRemove={() => remove(index)}
        >
          <TextField
            label="Name"
            {...fieldProps(form, `contacts.${index}.name`, { quiet: quiet(field.id) })}
          />
          <TextField
            label="Email"
            type="email"
            required
            {...fieldProps(form, `contacts.${index}.email`, { quiet: quiet(field.id) })}
          />
          <TextField
            label="Description"
            {...fieldProps(form, `contacts.${index}.description`, { quiet: quiet(field.id) })}
          />
        </StagedRow>
      ))}
    </EditorSection>
  );
}
