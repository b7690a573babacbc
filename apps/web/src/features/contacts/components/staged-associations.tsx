import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import {
  CONTACT_TYPE_LABELS,
  CONTACT_TYPES,
  DEFAULT_ASSOCIATION,
  DIRECTORY_MESSAGES,
  NOTIFICATION_LEVEL_LABELS,
  SELECTABLE_NOTIFICATION_LEVELS,
} from '@tallysheet/contract/directory/directory';
import { EditorSection } from '@/components/editor-drawer/editor-section.tsx';
import { FormSelect } from '@/components/editor-drawer/form-select.tsx';
import { useQuietRows } from '@/components/editor-drawer/editor-form.ts';
import type { CreateContact } from '@/entities/contacts/api/create-contact.ts';
import { ProjectSelect } from '@/entities/projects/project-select.tsx';
import type { ContactType, SelectableLevel } from '@/entities/associations/association-types.ts';

/** The contact form's values: project associations are held here until the contact is submitted. */
export interface ContactFormValues {
  clientId: string;
  name: string;
  email: string;
  description: string;
  associations: {
    projectId: string;
    contactType: ContactType;
    notificationLevel: SelectableLevel;
  }[];
}

type ContactForm = UseFormReturn<ContactFormValues, unknown, CreateContact>;

/** Create mode (D§4): projects of the chosen client, each at most once, sent with the contact. */
export function StagedAssociations({ form }: { form: ContactForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'associations' });
  const clientId = useWatch({ control: form.control, name: 'clientId' });
  const chosen = useWatch({ control: form.control, name: 'associations' });
  const quiet = useQuietRows(
    form,
    fields.map((field) => field.id),
  );
  return (
    <EditorSection
      title="Project Associations"
      actionLabel="Add Association"
      onAction={() =>
        append(
          { projectId: '', ...DEFAULT_ASSOCIATION },
          { focusName: `associations.${fields.length}.projectId` },
        )
      }
      actionDisabled={!clientId}
      hint={!clientId && DIRECTORY_MESSAGES.associationHint}
      hintDescribesAction
    >
      {fields.map((field, index) => (
        <Stack
          key={field.id}
          direction="row"
          role="group"
          aria-label={`Association ${index + 1}`}
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
              gridTemplateColumns: { xs: '1fr', sm: '1.4fr 1fr 1fr' },
            }}
          >
            <Controller
              control={form.control}
              name={`associations.${index}.projectId`}
              render={({ field: input, fieldState }) => (
                <ProjectSelect
                  clientId={clientId}
                  value={input.value ?? ''}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  inputRef={input.ref}
                  required
                  // A row added after a failed submit shows its error once touched.
                  error={
                    !quiet(field.id) || fieldState.isTouched ? fieldState.error?.message : undefined
                  }
                  // A project is associated once (D§4): those chosen in other rows are disabled.
                  isTaken={(projectId) =>
                    Boolean(
                      chosen?.some((other, at) => at !== index && other.projectId === projectId),
                    )
                  }
                />
              )}
            />
            <FormSelect
              control={form.control}
              required
              quiet={quiet(field.id)}
              name={`associations.${index}.contactType`}
              label="Contact Type"
            >
              {CONTACT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {CONTACT_TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </FormSelect>
            <FormSelect
              control={form.control}
              required
              quiet={quiet(field.id)}
              name={`associations.${index}.notificationLevel`}
              label="Notification Level"
            >
              {SELECTABLE_NOTIFICATION_LEVELS.map((level) => (
                <MenuItem key={level} value={level}>
                  {NOTIFICATION_LEVEL_LABELS[level]}
                </MenuItem>
              ))}
            </FormSelect>
          </Box>
          <Tooltip title="Remove" describeChild>
            <IconButton
              aria-label={`Remove association ${index + 1}`}
              onClick={() => remove(index)}
            >
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
    </EditorSection>
  );
}
