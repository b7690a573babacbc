import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { EditorSection } from '@/components/editor-drawer/editor-section.tsx';
import { fieldProps, useQuietRows } from '@/components/editor-drawer/editor-form.ts';
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
        <Stack
          key={field.id}
          direction="row"
          role="group"
          aria-label={`Contact ${index + 1}`}
          sx={{
            alignItems: 'flex-start',
            gap: 1,
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Box
            sx={{
              flex: 1,
              minWidth: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1.4fr' },
            }}
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
          </Box>
          <Tooltip title="Remove" describeChild>
            <IconButton aria-label={`Remove contact ${index + 1}`} onClick={() => remove(index)}>
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
    </EditorSection>
  );
}
