import type { UseFormReturn } from 'react-hook-form';
import type { CreateClient } from '@/entities/clients/api/create-client.ts';

/** The client form: in create mode the children are held here until submit (D§2.2). */
export interface ClientFormValues {
  name: string;
  description: string;
  projects: { id: string; name: string; description: string; endCustomer: string }[];
  contacts: { id: string; name: string; description: string; email: string }[];
  associations: {
    projectId: string;
    contactId: string;
    contactType: string;
    notificationLevel: string;
  }[];
  tasks: { id: string; projectId: string; name: string; description: string }[];
}

export type ClientForm = UseFormReturn<ClientFormValues, unknown, CreateClient>;

export const EMPTY_CLIENT: ClientFormValues = {
  name: '',
  description: '',
  projects: [],
  contacts: [],
  associations: [],
  tasks: [],
};

/** The server's 400 issue paths that name a field of this form ("contacts.1.email"). */
export const isClientField = (path: string) =>
  /^(name|description|projects\.\d+\.(name|description|endCustomer)|contacts\.\d+\.(name|description|email)|tasks\.\d+\.(projectId|name|description)|associations\.\d+\.(projectId|contactId|contactType|notificationLevel))$/.test(
    path,
  );
