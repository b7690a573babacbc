import { z } from 'zod';
import { emailSchema } from '../identity/email.ts';
import { ArchiveSchema, LifecycleSchema, listQuerySchema } from '../common/lists.ts';

export const DIRECTORY_MESSAGES = {
  clientName: 'A client name is required',
  projectName: 'A project name is required',
  contactName: 'A contact name is required',
  contactEmail: 'A contact email is required',
  stagedIdTaken: 'Staged ids must be unique',
  unknownStagedProject: 'Unknown staged project',
  unknownStagedContact: 'Unknown staged contact',
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
export type OutstandingTimecardsAction = z.infer<typeof OutstandingTimecardsActionSchema>;

/**
 * Staged ids (D§2.2): a kind prefix plus 16 random hex characters, e.g. `project0a1b…`;
 * an underscore after the prefix is accepted too. They only need to be unique in a request.
 */
export const STAGED_ID = /^[a-z]+_?[0-9a-f]{16}$/;

/** A project contact's e-mail: required with the contact's own message (D§2.2). */
export const ContactEmailSchema = emailSchema(DIRECTORY_MESSAGES.contactEmail);

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

export type ClientListQuery = z.infer<typeof ClientListQuerySchema>;
export type ProjectListQuery = z.infer<typeof ProjectListQuerySchema>;
export type ContactListQuery = z.infer<typeof ContactListQuerySchema>;
export type TaskListQuery = z.infer<typeof TaskListQuerySchema>;

export const ClientListSchema = z.object({
  clients: z.array(ClientSchema),
  count: z.number().int(),
});
export type ClientList = z.infer<typeof ClientListSchema>;
export const ProjectListSchema = z.object({
  projects: z.array(ProjectSchema),
  count: z.number().int(),
});
export type ProjectList = z.infer<typeof ProjectListSchema>;
export const ContactListSchema = z.object({
  contacts: z.array(ContactSchema),
  count: z.number().int(),
});
export type ContactList = z.infer<typeof ContactListSchema>;
export const TaskListSchema = z.object({ tasks: z.array(TaskSchema), count: z.number().int() });
export type TaskList = z.infer<typeof TaskListSchema>;

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
  email: ContactEmailSchema,
  associations: z.array(NewAssociationSchema).max(200).default([]),
  outstandingTimecardsAction: OutstandingTimecardsActionSchema.optional(),
});
export type CreateContact = z.infer<typeof CreateContactSchema>;
export const UpdateContactSchema = z.union([
  ArchiveSchema,
  z.object({
    name: name(DIRECTORY_MESSAGES.contactName),
    email: ContactEmailSchema,
    description: optionalText(2000),
    hasPortalAccess: z.boolean().optional(),
  }),
]);
export type UpdateContact = z.infer<typeof UpdateContactSchema>;

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
export type CreateProject = z.infer<typeof CreateProjectSchema>;
export const UpdateProjectSchema = z.union([
  ArchiveSchema,
  z.object({
    name: name(DIRECTORY_MESSAGES.projectName),
    description: optionalText(2000),
    endCustomer: optionalText(200),
  }),
]);
export type UpdateProject = z.infer<typeof UpdateProjectSchema>;

export const CreateTaskSchema = z.object({
  clientId: id(DIRECTORY_MESSAGES.client),
  projectId: id(DIRECTORY_MESSAGES.project),
  name: name(DIRECTORY_MESSAGES.taskName),
  description: optionalText(2000),
  isArchived: z.boolean().default(false),
});
export type CreateTask = z.infer<typeof CreateTaskSchema>;
export const UpdateTaskSchema = z.union([
  ArchiveSchema,
  z.object({ name: name(DIRECTORY_MESSAGES.taskName), description: optionalText(2000) }),
]);
export type UpdateTask = z.infer<typeof UpdateTaskSchema>;

type StagedChildren = {
  projects: { id: string }[];
  contacts: { id: string }[];
  tasks: { projectId: string }[];
  associations: { projectId: string; contactId: string }[];
};

/**
 * The integrity of a client's staged children (D§2.2): staged ids are unique, every task
 * and association names a staged project (and contact), and a pair is associated once.
 */
function checkStagedChildren(value: StagedChildren, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  const projectIds = new Set(value.projects.map((project) => project.id));
  const contactIds = new Set(value.contacts.map((contact) => contact.id));
  if (projectIds.size !== value.projects.length)
    issue(['projects'], DIRECTORY_MESSAGES.stagedIdTaken);
  if (contactIds.size !== value.contacts.length)
    issue(['contacts'], DIRECTORY_MESSAGES.stagedIdTaken);
  value.tasks.forEach((task, index) => {
    if (!projectIds.has(task.projectId))
      issue(['tasks', index, 'projectId'], DIRECTORY_MESSAGES.unknownStagedProject);
  });
  const pairs = new Set<string>();
  value.associations.forEach((association, index) => {
    if (!projectIds.has(association.projectId))
      issue(['associations', index, 'projectId'], DIRECTORY_MESSAGES.unknownStagedProject);
    if (!contactIds.has(association.contactId))
      issue(['associations', index, 'contactId'], DIRECTORY_MESSAGES.unknownStagedContact);
    const pair = `${association.projectId}|${association.contactId}`;
    if (pairs.has(pair)) issue(['associations', index], DIRECTORY_MESSAGES.associationExists);
    pairs.add(pair);
  });
}

/** A client created with its staged children: staged ids link them until the server gives real ones. */
export const CreateClientSchema = z
  .object({
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
          email: ContactEmailSchema,
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
  })
  .superRefine(checkStagedChildren);
export type CreateClient = z.infer<typeof CreateClientSchema>;
export const UpdateClientSchema = z.union([
  ArchiveSchema,
  z.object({ name: name(DIRECTORY_MESSAGES.clientName), description: optionalText(2000) }),
]);
export type UpdateClient = z.infer<typeof UpdateClientSchema>;

export const CreateAssociationSchema = z.object({
  projectId: id(DIRECTORY_MESSAGES.project),
  contactId: id('Select a contact'),
  contactType: ContactTypeSchema,
  notificationLevel: NotificationLevelSchema,
  outstandingTimecardsAction: OutstandingTimecardsActionSchema.optional(),
});
export type CreateAssociation = z.infer<typeof CreateAssociationSchema>;
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
export type AssociationList = z.infer<typeof AssociationListSchema>;

export const CreatedClientSchema = z.object({ clientId: z.string() });
export type CreatedClient = z.infer<typeof CreatedClientSchema>;
export const CreatedProjectSchema = z.object({ projectId: z.string() });
export type CreatedProject = z.infer<typeof CreatedProjectSchema>;
export const CreatedContactSchema = z.object({ contactId: z.string() });
export type CreatedContact = z.infer<typeof CreatedContactSchema>;
export const CreatedTaskSchema = z.object({ taskId: z.string() });
export type CreatedTask = z.infer<typeof CreatedTaskSchema>;
