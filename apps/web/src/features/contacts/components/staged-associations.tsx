import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { DEFAULT_ASSOCIATION, DIRECTORY_MESSAGES } from '@tallysheet/contract/directory/directory';
import { EditorSection } from '@/components/editor-drawer/editor-section.tsx';
import { StagedRow } from '@/components/editor-drawer/staged-row.tsx';
import { AssociationChoices } from '@/entities/associations/association-choices.tsx';
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
        <StagedRow
          key={field.id}
          label={`Association ${index + 1}`}
          columns={{ sm: '1.4fr 1fr 1fr' }}
          onRemove={() => remove(index)}
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
          <AssociationChoices control={form.control} row={index} quiet={quiet(field.id)} />
        </StagedRow>
      ))}
    </EditorSection>
  );
}
