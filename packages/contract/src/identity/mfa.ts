import { z } from 'zod';
import { isAdministrator, type SystemRole } from '../roles/roles.ts';
import { PASSWORD_MESSAGES } from './password.ts';
import { LOGIN_MESSAGES } from './tokens.ts';
import { UsernameSchema } from './username.ts';

/** How many single-use recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes a sign-in challenge survives before it must start again. */
export const MFA_CHALLENGE_TRIES = 5;
/** Minutes a sign-in challenge for a code lives. */
export const MFA_CHALLENGE_MINUTES = 5;

export const MFA_MESSAGES = {
  codeRequired: LOGIN_MESSAGES.codeRequired,
  codeInvalid: LOGIN_MESSAGES.codeInvalid,
  notEnrolled: 'Two-step verification is not turned on.',
  alreadyEnrolled: 'Two-step verification is already turned on.',
  noPendingSetup: 'Start the setup again: no authenticator app is waiting for a code.',
  setupRequired: 'Your administrator requires two-step verification. Set it up to continue.',
  resetSelf: 'You cannot reset your own two-step verification.',
} as const;

/** 403 code: the tenant requires a second factor of this administrator, who has none yet. */
export const MFA_SETUP_REQUIRED = 'MFA_SETUP_REQUIRED';

/** A§4 MFA setup: administrators of a tenant that requires it must enrol before using the app. */
export function mfaSetupRequired(params: {
  role: SystemRole;
  requireMfaForAdministrators: boolean;
  mfaEnabled: boolean;
}): boolean {
  return params.requireMfaForAdministrators && isAdministrator(params.role) && !params.mfaEnabled;
}

/** A code as typed or pasted: spaces and dashes dropped, letters lowercased (recovery codes). */
export const normalizeMfaCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** Six digits from an authenticator app. */
export const TotpCodeSchema = z
  .string({ error: MFA_MESSAGES.codeRequired })
  .transform(normalizeMfaCode)
  .pipe(
    z
      .string()
      .min(1, MFA_MESSAGES.codeRequired)
      .regex(/^\d{6}$/, MFA_MESSAGES.codeInvalid),
  );

export const MfaStatusSchema = z.object({
  enabled: z.boolean(),
  /** The tenant requires a second factor of this user and there is none yet (A§4 MFA setup). */
  setupRequired: z.boolean(),
});
export type MfaStatus = z.infer<typeof MfaStatusSchema>;

/** The caller's current password, asked again before their second factor changes. */
const CurrentPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, PASSWORD_MESSAGES.required)
  .max(1024);

/** Enrolling asks for the password again: a session left open is not enough to add a factor. */
export const MfaSetupSchema = z.object({ password: CurrentPasswordSchema });
export type MfaSetup = z.infer<typeof MfaSetupSchema>;

export const MfaSetupResultSchema = z.object({
  secret: z.string().describe('base32'),
  otpauthUri: z.string(),
});
export type MfaSetupResult = z.infer<typeof MfaSetupResultSchema>;

export const MfaVerifySchema = z.object({ code: TotpCodeSchema });
export const MfaVerifyResultSchema = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type MfaVerifyResult = z.infer<typeof MfaVerifyResultSchema>;

export const MfaDisableSchema = z.object({ password: CurrentPasswordSchema, code: TotpCodeSchema });
export type MfaDisable = z.infer<typeof MfaDisableSchema>;

export const ResetMfaSchema = z.object({ userId: UsernameSchema });

/**
 * Why an administrator may not reset `target`'s second factor (API.md), or null: never their
 * own (whose role may stand above whose is users/user-rules' credentialChangeBlock).
 */
export function mfaResetBlock(target: { userId: string }, callerUserId: string): string | null {
  if (target.userId === callerUserId) return MFA_MESSAGES.resetSelf;
  return null;
}
