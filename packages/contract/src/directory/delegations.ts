import { z } from 'zod';
import { checkRange, dayParamSchema } from '../common/date-range.ts';
import { PageSchema, PageSizeSchema } from '../common/lists.ts';

/**
 * Delegations (issue 29 §3): while a contact is out of office, another contact of the same
 * client stands in for them from `from` to `to` (both days included): the alternate gets the
 * contact's approval links too, and decides on their behalf.
 */

export const DELEGATION_MESSAGES = {
  contactNotFound: 'Contact not found',
  delegationNotFound: 'Delegation not found',
  contactRequired: 'Choose a contact',
  delegateRequired: 'Choose who stands in',
  notLive: 'This contact is archived or deleted',
  sameContact: 'A contact cannot stand in for itself',
  otherClient: 'Choose a contact of the same client',
  added: 'Alternate added',
  removed: 'Alternate removed',
} as const;

const idSchema = (message: string) => z.string({ error: message }).trim().min(1, message).max(200);

/** POST /admin/delegations. */
export const CreateDelegationSchema = z
  .object({
    contactId: idSchema(DELEGATION_MESSAGES.contactRequired),
    delegateContactId: idSchema(DELEGATION_MESSAGES.delegateRequired),
    from: dayParamSchema('from'),
    to: dayParamSchema('to'),
  })
  .superRefine((value, ctx) => {
    checkRange(value, ctx);
  });
export type CreateDelegation = z.infer<typeof CreateDelegationSchema>;

export const DelegationSchema = z.object({
  id: z.string(),
  contactId: z.string(),
  delegateContactId: z.string(),
  from: z.string(),
  to: z.string(),
  /** Extensions for the screens: both contacts' names and who set the alternate, when. */
  contactName: z.string(),
  delegateName: z.string(),
  createdAt: z.string(),
});
export type Delegation = z.infer<typeof DelegationSchema>;

/** GET /admin/delegations: the tenant's delegations, newest first; `contactId` narrows to those of that absent contact. */
export const DelegationListQuerySchema = z.object({
  contactId: z.string().trim().min(1).max(200).optional(),
  page: PageSchema,
  pageSize: PageSizeSchema,
});
export type DelegationListQuery = z.infer<typeof DelegationListQuerySchema>;

export const DelegationListSchema = z.object({
  delegations: z.array(DelegationSchema),
  count: z.number().int(),
});
export type DelegationList = z.infer<typeof DelegationListSchema>;

export const DelegationIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** True when the delegation covers `day` (both ends included). */
export const delegationCovers = (delegation: { from: string; to: string }, day: string) =>
  delegation.from <= day && day <= delegation.to;
