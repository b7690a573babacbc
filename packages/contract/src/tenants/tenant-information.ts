import { z } from 'zod';

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'inactive'] as const;
export const SUBSCRIPTION_STATUS_LABELS: Record<(typeof SUBSCRIPTION_STATUSES)[number], string> = {
  trial: 'Trial',
  active: 'Active',
  inactive: 'Inactive',
};
export const SUBSCRIPTION_TYPES = ['Starter', 'Monthly', 'Annual'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export const TenantInformationSchema = z.object({
  tenantId: z.string(),
  tenantName: z.string(),
  internal: z.boolean(),
  newCustomer: z.boolean(),
  timezone: z
    .string()
    .describe(
      "the company's time zone (IANA): its Saturday–Friday weeks and reports are counted in it",
    ),
  accountUsers: z.number().int().describe('users of the account, archived included'),
  numberOfSystemUsers: z.number().int().describe('active users, who count as seats'),
  billing: z.object({
    isEnterprise: z.boolean(),
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
    subscriptionType: z.enum(SUBSCRIPTION_TYPES).nullable(),
    subscriptionEndDate: z.string().nullable(),
    hasDefaultPaymentMethod: z.boolean(),
    stripeSubscriptionId: z.string().nullable(),
  }),
});
export type TenantInformation = z.infer<typeof TenantInformationSchema>;
