import { z } from 'zod';
import { EmailSchema } from '../identity/email.ts';
import { ArchiveSchema, LifecycleSchema, listQuerySchema } from '../common/lists.ts';

export const DIRECTORY_MESSAGES = {
  clientName: 'A client name is required',
  projectName: 'A project name is required',
  contactName: 'A contact name is required',
  contactEmail: 'A contact email is required',
  taskName: 'A task name is required',
  supplierName: 'A supplier name is required',
  client: 'Select a client',
  project: 'Select a project',
  defaultTask: 'Default Tasks cannot be edited.',
  associationHint: 'Select a Client to Associate Contacts',
  sameClient: 'The contact and the project must belong to the same client',
  associationExists: 'This contact is already associated with this project',
} as const;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const name = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(200, 'At most 200 characters');
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => value ?? '');
const id = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(100);

export const CONTACT_TYPES = ['MANAGER', 'BACKUP_MANAGER', 'ADDITIONAL_CONTACT'] as const;
export const NOTIFICATION_LEVELS = ['COPY_WITH_LINK', 'COPY_ONLY', 'NONE'] as const;
/** Only the first two levels are selectable (D§3). */
export const SELECTABLE_NOTIFICATION_LEVELS = ['COPY_WITH_LINK', 'COPY_ONLY'] as const;
export const CONTACT_TYPE_LABELS: Record<(typeof CONTACT_TYPES)[number], string> = {
  MANAGER: 'Manager',
  BACKUP_MANAGER: 'Backup Manager',
  ADDITIONAL_CONTACT: 'Additional Contact',
};
export const NOTIFICATION_LEVEL_LABELS: Record<(typeof NOTIFICATION_LEVELS)[number], string> = {
  COPY_WITH_LINK: 'Copy With Approval Link',
  COPY_ONLY: 'Copy Without Approval Link',
  NONE: 'None',
};
export const DEFAULT_ASSOCIATION = {
  contactType: 'MANAGER',
  notificationLevel: 'COPY_WITH_LINK',
} as const;
export const ContactTypeSchema = z.enum(CONTACT_TYPES, { error: 'Select a contact type' });
export const NotificationLevelSchema = z.enum(SELECTABLE_NOTIFICATION_LEVELS, {
  error: 'Select a notification level',
});
export const OutstandingTimecardsActionSchema = z.enum(['SEND', 'NO_SEND']);

/** Staged ids: a kind prefix plus 16 random hex characters (D§3). */
export const STAGED_ID = /^[a-z]+_[0-9a-f]{16}$/;

// ---- rows -------------------------------------------------------------------------------

export const AssociationSchema = z.object({
  projectId: z.string(),
  contactId: z.string(),
  contactType: z.enum(CONTACT_TYPES),
  notificationLevel: z.enum(NOTIFICATION_LEVELS),
  projectName: z.string(),
  contactName: z.string(),
  projectEndCustomer: z.string(),
});
export type Association = z.infer<typeof AssociationSchema>;

export const ClientSchema = LifecycleSchema.extend({
  id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type Client = z.infer<typeof ClientSchema>;

export const ProjectSchema = LifecycleSchema.extend({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  name: z.string(),
  description: z.string(),
  endCustomer: z.string(),
  associations: z.array(AssociationSchema),
});
export type Project = z.infer<typeof ProjectSchema>;

export const ContactSchema = LifecycleSchema.extend({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  name: z.string(),
  description: z.string(),
  email: z.string(),
  hasPortalAccess: z.boolean(),
  associations: z.array(AssociationSchema),
});
export type Contact = z.infer<typeof ContactSchema>;

export const TaskSchema = LifecycleSchema.extend({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  projectEndCustomer: z.string(),
  name: z.string(),
  description: z.string(),
  isDefault: z.boolean(),
});
export type Task = z.infer<typeof TaskSchema>;

// ---- list queries -------------------------------------------------------------------------

export const CLIENT_SORT = ['name', 'description', 'createdAt', 'updatedAt'] as const;
export const PROJECT_SORT = [
  'projectName',
  'endCustomer',
  'projectDescription',
  'name',
  'description',
  'createdAt',
  'updatedAt',
] as const;
export const CONTACT_SORT = [
  'contactName',
  'contactDescription',
  'contactEmail',
  'name',
  'description',
  'email',
  'createdAt',
  'updatedAt',
] as const;
export const TASK_SORT = [
  'taskName',
  'taskDescription',
  'Project.project_name',
  'projectName',
  'name',
  'description',
  'createdAt',
  'updatedAt',
] as const;

export const ClientListQuerySchema = listQuerySchema(CLIENT_SORT);
export const ProjectListQuerySchema = listQuerySchema(PROJECT_SORT).extend({
  clientId: z.string().max(100).optional(),
});
export const ContactListQuerySchema = listQuerySchema(CONTACT_SORT).extend({
  clientId: z.string().max(100).optional(),
});
export const TaskListQuerySchema = listQuerySchema(TASK_SORT).extend({
  clientId: z.string().max(100).optional(),
  projectId: z.string().max(100).optional(),
});

export const ClientListSchema = z.object({
  clients: z.array(ClientSchema),
  count: z.number().int(),
});
export const ProjectListSchema = z.object({
  projects: z.array(ProjectSchema),
  count: z.number().int(),
});
export const ContactListSchema = z.object({
  contacts: z.array(ContactSchema),
  count: z.number().int(),
});
export const TaskListSchema = z.object({ tasks: z.array(TaskSchema), count: z.number().int() });

// ---- writes -------------------------------------------------------------------------------

export const NewAssociationSchema = z.object({
  projectId: id(DIRECTORY_MESSAGES.project),
  contactType: ContactTypeSchema.default(DEFAULT_ASSOCIATION.contactType),
  notificationLevel: NotificationLevelSchema.default(DEFAULT_ASSOCIATION.notificationLevel),
});

export const CreateContactSchema = z.object({
  clientId: id(DIRECTORY_MESSAGES.client),
  name: name(DIRECTORY_MESSAGES.contactName),
  description: optionalText(2000),
  email: EmailSchema,
  associations: z.array(NewAssociationSchema).max(200).default([]),
  outstandingTimecardsAction: OutstandingTimecardsActionSchema.optional(),
});
export const UpdateContactSchema = z.union([
  ArchiveSchema,
  z.object({
    name: name(DIRECTORY_MESSAGES.contactName),
    email: EmailSchema,
    description: optionalText(2000),
    hasPortalAccess: z.boolean().optional(),
  }),
]);

export const NewTaskSchema = z.object({
  name: name(DIRECTORY_MESSAGES.taskName),
  description: optionalText(2000),
});
export const ProjectAssociationSchema = z.object({
  contactId: id('Select a contact'),
  contactType: ContactTypeSchema.default(DEFAULT_ASSOCIATION.contactType),
  notificationLevel: NotificationLevelSchema.default(DEFAULT_ASSOCIATION.notificationLevel),
});
export const CreateProjectSchema = z.object({
  clientId: id(DIRECTORY_MESSAGES.client),
  name: name(DIRECTORY_MESSAGES.projectName),
  description: optionalText(2000),
  endCustomer: optionalText(200),
  tasks: z.array(NewTaskSchema).max(200).default([]),
  associations: z.array(ProjectAssociationSchema).max(200).default([]),
});
export const UpdateProjectSchema = z.union([
  ArchiveSchema,
  z.object({
    name: name(DIRECTORY_MESSAGES.projectName),
    description: optionalText(2000),
    endCustomer: optionalText(200),
  }),
]);

export const CreateTaskSchema = z.object({
  clientId: id(DIRECTORY_MESSAGES.client),
  projectId: id(DIRECTORY_MESSAGES.project),
  name: name(DIRECTORY_MESSAGES.taskName),
  description: optionalText(2000),
  isArchived: z.boolean().default(false),
});
export const UpdateTaskSchema = z.union([
  ArchiveSchema,
  z.object({ name: name(DIRECTORY_MESSAGES.taskName), description: optionalText(2000) }),
]);

/** A client created with its staged children: staged ids link them until the server gives real ones. */
export const CreateClientSchema = z.object({
  name: name(DIRECTORY_MESSAGES.clientName),
  description: optionalText(2000),
  projects: z
    .array(
      z.object({
        id: z.string().regex(STAGED_ID, 'Invalid staged id'),
        name: name(DIRECTORY_MESSAGES.projectName),
        description: optionalText(2000),
        endCustomer: optionalText(200),
      }),
    )
    .max(200)
    .default([]),
  contacts: z
    .array(
      z.object({
        id: z.string().regex(STAGED_ID, 'Invalid staged id'),
        name: name(DIRECTORY_MESSAGES.contactName),
        description: optionalText(2000),
        email: EmailSchema,
      }),
    )
    .max(200)
    .default([]),
  tasks: z
    .array(
      z.object({
        id: z.string().regex(STAGED_ID, 'Invalid staged id').optional(),
        projectId: id(DIRECTORY_MESSAGES.project),
        name: name(DIRECTORY_MESSAGES.taskName),
        description: optionalText(2000),
      }),
    )
    .max(1000)
    .default([]),
  associations: z
    .array(
      z.object({
        projectId: id(DIRECTORY_MESSAGES.project),
        contactId: id('Select a contact'),
        contactType: ContactTypeSchema.default('MANAGER'),
        notificationLevel: NotificationLevelSchema.default('COPY_WITH_LINK'),
      }),
    )
    .max(1000)
    .default([]),
});
export type CreateClient = z.infer<typeof CreateClientSchema>;
export const UpdateClientSchema = z.union([
  ArchiveSchema,
  z.object({ name: name(DIRECTORY_MESSAGES.clientName), description: optionalText(2000) }),
]);

export const CreateAssociationSchema = z.object({
  projectId: id(DIRECTORY_MESSAGES.project),
  contactId: id('Select a contact'),
  contactType: ContactTypeSchema,
  notificationLevel: NotificationLevelSchema,
  outstandingTimecardsAction: OutstandingTimecardsActionSchema.optional(),
});
export const DeleteAssociationSchema = z.object({
  projectId: id(DIRECTORY_MESSAGES.project),
  contactId: id('Select a contact'),
});
export const AssociationListQuerySchema = z
  .object({ projectId: z.string().max(100).optional(), contactId: z.string().max(100).optional() })
  .refine((q) => q.projectId || q.contactId, {
    message: 'projectId or contactId is required',
    path: ['projectId'],
  });
export const AssociationListSchema = z.object({ associations: z.array(AssociationSchema) });

export const CreatedClientSchema = z.object({ clientId: z.string() });
export const CreatedProjectSchema = z.object({ projectId: z.string() });
export const CreatedContactSchema = z.object({ contactId: z.string() });
export const CreatedTaskSchema = z.object({ taskId: z.string() });
