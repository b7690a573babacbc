import { useFieldArray, useWatch } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import { DEFAULT_ASSOCIATION } from '@tallysheet/contract/directory/directory';
import { fieldProps, useQuietRows } from '@/components/editor-drawer/editor-form.ts';
import { OptionsSelect } from '@/components/editor-drawer/form-select.tsx';
import { StagedRow } from '@/components/editor-drawer/staged-row.tsx';
import { AssociationChoices } from '@/entities/associations/association-choices.tsx';
import { stagedId } from '@/lib/staged-id.ts';
import type { ClientForm } from './staged-form.ts';
import { StagedSection, useRemovePopover } from './staged-parts.tsx';

const indexesWhere = <T,>(rows: T[], match: (row: T) => boolean) =>
  rows.flatMap((row, index) => (match(row) ? [index] : []));

/**
 * Create mode (D§2.2, D§4): projects, contacts, their associations and tasks, held here and
 * sent with the client. Removing a project takes its tasks and associations with it;
 * removing a contact takes its associations.
 */
export function StagedSections({ form }: { form: ClientForm }) {
  const { control } = form;
  const projects = useFieldArray({ control, name: 'projects', keyName: 'key' });
  const contacts = useFieldArray({ control, name: 'contacts', keyName: 'key' });
  const associations = useFieldArray({ control, name: 'associations', keyName: 'key' });
  const tasks = useFieldArray({ control, name: 'tasks', keyName: 'key' });
  const watched = useWatch({ control, name: ['projects', 'contacts', 'associations'] });
  const [projectValues, contactValues, associationValues] = watched;
  const confirmRemove = useRemovePopover();
  const quiet = useQuietRows(
    form,
    [projects, contacts, associations, tasks].flatMap((rows) => rows.fields.map((f) => f.key)),
  );

  const projectLabel = (index: number) => projectValues[index]?.name || `Project ${index + 1}`;
  const contactLabel = (index: number) =>
    contactValues[index]?.name || contactValues[index]?.email || `Contact ${index + 1}`;

  const removeProject = (index: number) => {
    const id = form.getValues(`projects.${index}.id`);
    tasks.remove(indexesWhere(form.getValues('tasks'), (task) => task.projectId === id));
    associations.remove(
      indexesWhere(form.getValues('associations'), (link) => link.projectId === id),
    );
    projects.remove(index);
  };
  const removeContact = (index: number) => {
    const id = form.getValues(`contacts.${index}.id`);
    associations.remove(
      indexesWhere(form.getValues('associations'), (link) => link.contactId === id),
    );
    contacts.remove(index);
  };

  // An option is off when choosing it would repeat a pair another association already has.
  const taken = (row: number, side: 'projectId' | 'contactId', value: string) => {
    const other = side === 'projectId' ? 'contactId' : 'projectId';
    const mine = associationValues[row]?.[other];
    return associationValues.some(
      (link, index) => index !== row && link[side] === value && (!mine || link[other] === mine),
    );
  };

  return (
    <>
      <StagedSection
        title="Projects"
        addLabel="Add Project"
        hint="Projects added here are created with the client."
        empty={projects.fields.length === 0}
        onAdd={() =>
          projects.append({ id: stagedId('project'), name: '', description: '', endCustomer: '' })
        }
      >
        {projects.fields.map((field, index) => (
          <StagedRow
            key={field.key}
            label={`Project ${index + 1}`}
            columns={{ sm: '1fr 1fr 1.4fr' }}
            onRemove={(anchor) => confirmRemove.ask(anchor, () => removeProject(index))}
          >
            <TextField
              label="Name"
              required
              {...fieldProps(form, `projects.${index}.name`, { quiet: quiet(field.key) })}
            />
            <TextField
              label="End Customer"
              {...fieldProps(form, `projects.${index}.endCustomer`, { quiet: quiet(field.key) })}
            />
            <TextField
              label="Description"
              {...fieldProps(form, `projects.${index}.description`, { quiet: quiet(field.key) })}
            />
          </StagedRow>
        ))}
      </StagedSection>

      <StagedSection
        title="Contacts"
        addLabel="Add Contact"
        hint="Contacts added here are created with the client."
        empty={contacts.fields.length === 0}
        onAdd={() =>
          contacts.append({ id: stagedId('contact'), name: '', description: '', email: '' })
        }
      >
        {contacts.fields.map((field, index) => (
          <StagedRow
            key={field.key}
            label={`Contact ${index + 1}`}
            columns={{ sm: '1fr 1fr 1.4fr' }}
            onRemove={() => removeContact(index)}
          >
            <TextField
              label="Name"
              required
              {...fieldProps(form, `contacts.${index}.name`, { quiet: quiet(field.key) })}
            />
            <TextField
              label="Email"
              type="email"
              required
              {...fieldProps(form, `contacts.${index}.email`, { quiet: quiet(field.key) })}
            />
            <TextField
              label="Description"
              {...fieldProps(form, `contacts.${index}.description`, { quiet: quiet(field.key) })}
            />
          </StagedRow>
        ))}
      </StagedSection>

      <StagedSection
        title="Associations"
        addLabel="Add Association"
        addDisabled={projects.fields.length === 0 || contacts.fields.length === 0}
        hint="Add a project and a contact, then associate them."
        empty={associations.fields.length === 0}
        onAdd={() =>
          associations.append(
            { projectId: '', contactId: '', ...DEFAULT_ASSOCIATION },
            { focusName: `associations.${associations.fields.length}.contactId` },
          )
        }
      >
        {associations.fields.map((field, index) => (
          <StagedRow
            key={field.key}
            label={`Association ${index + 1}`}
            columns={{ sm: '1fr 1fr', md: '1fr 1fr 1fr 1.2fr' }}
            onRemove={() => associations.remove(index)}
          >
            <OptionsSelect
              quiet={quiet(field.key)}
              control={form.control}
              name={`associations.${index}.contactId`}
              label="Contact"
              required
              options={contactValues.map((contact, i) => ({
                value: contact.id,
                label: contactLabel(i),
                disabled: taken(index, 'contactId', contact.id),
              }))}
            />
            <OptionsSelect
              quiet={quiet(field.key)}
              control={form.control}
              name={`associations.${index}.projectId`}
              label="Project"
              required
              options={projectValues.map((project, i) => ({
                value: project.id,
                label: projectLabel(i),
                disabled: taken(index, 'projectId', project.id),
              }))}
            />
            <AssociationChoices control={form.control} row={index} quiet={quiet(field.key)} />
          </StagedRow>
        ))}
      </StagedSection>

      <StagedSection
        title="Tasks"
        addLabel="Add Task"
        addDisabled={projects.fields.length === 0}
        hint="Add a project, then the tasks to track time against."
        empty={tasks.fields.length === 0}
        onAdd={() =>
          tasks.append(
            {
              id: stagedId('task'),
              projectId: projectValues.length === 1 ? projectValues[0]!.id : '',
              name: '',
              description: '',
            },
            // The first field of the new row, which is a select (registered after the name).
            { focusName: `tasks.${tasks.fields.length}.projectId` },
          )
        }
      >
        {tasks.fields.map((field, index) => (
          <StagedRow
            key={field.key}
            label={`Task ${index + 1}`}
            columns={{ sm: '1fr 1fr 1.4fr' }}
            onRemove={() => tasks.remove(index)}
          >
            <OptionsSelect
              quiet={quiet(field.key)}
              control={form.control}
              name={`tasks.${index}.projectId`}
              label="Project"
              required
              options={projectValues.map((project, i) => ({
                value: project.id,
                label: projectLabel(i),
              }))}
            />
            <TextField
              label="Name"
              required
              {...fieldProps(form, `tasks.${index}.name`, { quiet: quiet(field.key) })}
            />
            <TextField
              label="Description"
              {...fieldProps(form, `tasks.${index}.description`, { quiet: quiet(field.key) })}
            />
          </StagedRow>
        ))}
      </StagedSection>
      {confirmRemove.popover}
    </>
  );
}
