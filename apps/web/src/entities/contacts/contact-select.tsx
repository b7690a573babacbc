import { SearchSelect } from '@/components/search-select.tsx';
import { getContactQueryOptions } from './api/get-contact.ts';
import { getContactSearchQueryOptions } from './api/get-contacts.ts';

interface ContactSelectProps {
  value: string;
  onChange(contactId: string): void;
  /** The client whose contacts may be chosen. */
  clientId: string;
  /** Shown but not selectable (a contact already associated). */
  isTaken?(contactId: string): boolean;
  label?: string;
  required?: boolean;
  autoFocus?: boolean;
  error?: string;
}

/** A project contact picker: one client's contacts, searched by name or e-mail as you type. */
export function ContactSelect({
  clientId,
  isTaken,
  label = 'Contact',
  ...props
}: ContactSelectProps) {
  return (
    <SearchSelect
      {...props}
      search={(q) => getContactSearchQueryOptions(q, clientId)}
      lookup={getContactQueryOptions}
      getId={(contact) => contact.id}
      getLabel={(contact) => contact.name || contact.email}
      getCaption={(contact) => contact.email}
      isOptionDisabled={isTaken && ((contact) => isTaken(contact.id))}
      label={label}
    />
  );
}
