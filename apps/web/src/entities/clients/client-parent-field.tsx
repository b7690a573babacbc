import { Controller, type Control, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ClientLink } from './client-link.tsx';
import { ClientSelect } from './client-select.tsx';

interface ClientParentFieldProps<V extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transformed-values type
  form: UseFormReturn<V, any, any>;
  /** Edit mode: the entity's client, a link that opens the client editor instead. */
  client?: { clientId: string; clientName: string };
  onOpenClient(clientId: string): void;
  autoFocus?: boolean;
  /** After another client is chosen (staged children of the previous one go). */
  onChanged?(): void;
}

/**
 * A project's or contact's client (D§2.2): in create mode a dropdown that can create a client
 * on the spot, the form's `clientId`; in edit mode the client's name as a link.
 */
export function ClientParentField<V extends FieldValues>({
  form,
  client,
  onOpenClient,
  autoFocus,
  onChanged,
}: ClientParentFieldProps<V>) {
  if (client)
    return <ClientLink name={client.clientName} onOpen={() => onOpenClient(client.clientId)} />;
  return (
    <Controller
      control={form.control as unknown as Control<{ clientId: string }>}
      name="clientId"
      render={({ field, fieldState }) => (
        <ClientSelect
          value={field.value}
          onChange={(clientId) => {
            field.onChange(clientId);
            if (clientId !== field.value) onChanged?.();
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          autoFocus={autoFocus}
          allowCreate
        />
      )}
    />
  );
}
