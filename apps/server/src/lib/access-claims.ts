import { z } from 'zod';
import { SystemRoleSchema } from '@tallysheet/contract/roles/roles';

/** The claims of an access token (API.md), with `tv`, the user's token version at issue. */
export const AccessClaimsSchema = z.object({
  typ: z.literal('access'),
  sub: z.string(),
  tenantId: z.string(),
  username: z.string(),
  role: SystemRoleSchema,
  email: z.string(),
  name: z.string(),
  tv: z.number().int(),
  /** The session (refresh-token family) it was issued in; a reused refresh token ends it. */
  sid: z.string().optional(),
  exp: z.number().int(),
});
export type AccessClaims = z.infer<typeof AccessClaimsSchema>;
