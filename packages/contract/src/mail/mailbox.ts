import { z } from 'zod';

export const MailboxMessageSchema = z.object({
  mailId: z.string(),
  tenantId: z.string(),
  template: z.string(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailboxMessage = z.infer<typeof MailboxMessageSchema>;

export const MailboxSchema = z.object({
  messages: z.array(MailboxMessageSchema),
  count: z.number().int(),
});
export type Mailbox = z.infer<typeof MailboxSchema>;
export const MailboxQuerySchema = z.object({
  to: z.string().max(254).optional(),
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => [10, 25, 50, 100].includes(n), 'pageSize must be 10, 25, 50 or 100')
    .default(25),
});
