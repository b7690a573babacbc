import { z } from 'zod';

export const internalUserId = (tenantId: string, userId: string) => `${tenantId}#${userId}`;

/** The claims of a sign-in challenge's `session`: who is mid-sign-in and what is asked of them. */
export const ChallengeClaimsSchema = z.object({
  typ: z.literal('challenge'),
  challenge: z.enum(['NEW_PASSWORD_REQUIRED', 'MFA_REQUIRED']),
  tenantId: z.string(),
  username: z.string(),
  tv: z.number().int(),
  /** MFA_REQUIRED: the challenge's id, whose wrong codes the database counts. */
  cid: z.string().optional(),
});
export type ChallengeClaims = z.infer<typeof ChallengeClaimsSchema>;
