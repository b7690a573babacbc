import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { OptionsSelect } from '@/components/editor-drawer/form-select.tsx';
import { CONTACT_TYPE_OPTIONS, LEVEL_OPTIONS } from './association-options.ts';

const CHOICES = [
  { field: 'contactType', label: 'Contact Type', options: CONTACT_TYPE_OPTIONS },
  { field: 'notificationLevel', label: 'Notification Level', options: LEVEL_OPTIONS },
] as const;

/**
 * A staged association's contact type and notification level (D§4), the form's
 * `associations.{row}.contactType` and `.notificationLevel`. A `quiet` row (added after a
 * failed submit) shows its errors once touched.
 */
export function AssociationChoices<T extends FieldValues>({
  control,
  row,
  quiet,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transformed-values type
  control: Control<T, any, any>;
  row: number;
  quiet: boolean;
}) {
  return CHOICES.map((choice) => (
    <OptionsSelect
      key={choice.field}
      control={control}
      name={`associations.${row}.${choice.field}` as FieldPath<T>}
      label={choice.label}
      required
      quiet={quiet}
      options={choice.options}
    />
  ));
}
