import { z } from 'zod';
import { NewPasswordSchema, PASSWORD_MESSAGES } from './password.ts';

/**
 * The account lockout: this many wrong passwords or codes (sign-in, second factor, password
 * reset, change password) within the hour that began with the first lock the account, even
 * against the right one, until that hour is over.
 */
export const FAILED_SIGN_IN_LIMIT = 100;
export const FAILED_SIGN_IN_WINDOW_MINUTES = 60;

export const LOGIN_MESSAGES = {
  tenantRequired: 'A Customer ID is required',
  usernameRequired: 'A username is required',
  passwordRequired: 'A password is required',
  failed: 'Incorrect username or password.',
  disabled: 'User is disabled.',
  temporaryExpired: 'Temporary password has expired and must be reset by an administrator.',
  locked: 'Too many failed sign-in attempts. Please try again later.',
  challengeExpired: 'Invalid session for the user, session is expired.',
  codeRequired: 'A verification code is required',
  codeInvalid: 'Invalid verification code provided, please try again.',
  codeExpired: 'Invalid code provided, please request a code again.',
  oldPasswordIncorrect: 'Incorrect password.',
  authCodeInvalid: 'The auth code is not valid',
  lockoutRule: `After ${FAILED_SIGN_IN_LIMIT} wrong codes or passwords within an hour, the account is locked until that hour is over, even for the right code.`,
} as const;

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true });

export const LoginRequestSchema = z.object({
  tenantId: required(LOGIN_MESSAGES.tenantRequired).max(100),
  externalUserId: required(LOGIN_MESSAGES.usernameRequired).max(200),
  password: z
    .string({ error: LOGIN_MESSAGES.passwordRequired })
    .min(1, LOGIN_MESSAGES.passwordRequired)
    .max(1024),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const SessionTokensSchema = z.object({
  status: z.literal('SUCCESS'),
  jwt: z.string(),
  expiresAt: z.number().int().describe('unix seconds: the access token expires'),
  sessionExpiresAt: z.number().int().describe('unix seconds: the session ends'),
  refreshToken: z.string(),
});
export type SessionTokens = z.infer<typeof SessionTokensSchema>;

export const ChallengeSchema = z.object({
  status: z.enum(['NEW_PASSWORD_REQUIRED', 'MFA_REQUIRED']),
  session: z.string(),
});
export type Challenge = z.infer<typeof ChallengeSchema>;

export const LoginResultSchema = z.union([SessionTokensSchema, ChallengeSchema]);
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const RespondToChallengeSchema = z.object({
  session: required(LOGIN_MESSAGES.challengeExpired).max(4096),
  newPassword: z.string().optional(),
  code: z.string().max(40).optional(),
});
export type RespondToChallenge = z.infer<typeof RespondToChallengeSchema>;

export const AuthCodeRequestSchema = z.object({
  authCode: required(LOGIN_MESSAGES.authCodeInvalid).max(4096),
});

/**
 * Who a sign-in link (invitation or auto-login) signs in, shown before it is used so a link
 * from someone else cannot sign a person into a stranger's account unnoticed (login CSRF).
 * The e-mail is masked: the link holder learns no more than the link's password already gives.
 */
export const AuthCodePreviewSchema = z.object({
  tenantId: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string().describe('masked: j***@e***.com'),
  companyName: z.string(),
});
export type AuthCodePreview = z.infer<typeof AuthCodePreviewSchema>;

/** The invite-link and auto-login bundle: base64 (or base64url) JSON of tenantId, userId, password. */
export const AuthCodeBundleSchema = z.object({
  tenantId: z.string().min(1),
  userId: z.string().min(1),
  password: z.string().min(1),
});
export type AuthCodeBundle = z.infer<typeof AuthCodeBundleSchema>;

/** Decodes an auth code leniently; undefined when it is not a complete bundle. */
export function decodeAuthCode(code: string): AuthCodeBundle | undefined {
  try {
    const normalized = code.trim().replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(normalized), (c) => c.charCodeAt(0)),
    );
    const parsed = AuthCodeBundleSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Encodes a bundle as base64url JSON for links. */
export function encodeAuthCode(bundle: AuthCodeBundle): string {
  const bytes = new TextEncoder().encode(JSON.stringify(bundle));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const RefreshRequestSchema = z
  .object({ refreshToken: z.string().max(512).optional() })
  .nullish();
/** A refresh answers a new refresh token (also set as the cookie): each one works once. */
export const RefreshResultSchema = z.object({
  jwt: z.string(),
  expiresAt: z.number().int(),
  sessionExpiresAt: z.number().int(),
  refreshToken: z.string(),
});
export type RefreshResult = z.infer<typeof RefreshResultSchema>;

export const ForgotPasswordRequestSchema = z.object({
  tenantId: required(LOGIN_MESSAGES.tenantRequired).max(100),
  externalUserId: required(LOGIN_MESSAGES.usernameRequired).max(200),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;
export const ForgotPasswordResultSchema = z.object({
  CodeDeliveryDetails: z.object({
    Destination: z.string(),
    DeliveryMedium: z.literal('EMAIL'),
    AttributeName: z.literal('email'),
  }),
});
export type ForgotPasswordResult = z.infer<typeof ForgotPasswordResultSchema>;

/**
 * A password-reset code: 10 digits (about 33 bits; the spec names only "a verification code").
 * Spaces and dashes typed or pasted with it are dropped.
 */
export const VERIFICATION_CODE_DIGITS = 10;
export const VERIFICATION_CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_DIGITS}}$`);
export const normalizeVerificationCode = (code: string) => code.replace(/[\s-]/g, '');
export const ConfirmForgotPasswordSchema = z.object({
  tenantId: required(LOGIN_MESSAGES.tenantRequired).max(100),
  externalUserId: required(LOGIN_MESSAGES.usernameRequired).max(200),
  verificationCode: required(LOGIN_MESSAGES.codeRequired)
    .max(100)
    .transform(normalizeVerificationCode)
    .pipe(z.string().regex(VERIFICATION_CODE_PATTERN, LOGIN_MESSAGES.codeInvalid)),
  newPassword: NewPasswordSchema,
});
export type ConfirmForgotPassword = z.infer<typeof ConfirmForgotPasswordSchema>;

export const ChangePasswordSchema = z.object({
  oldPassword: z
    .string({ error: PASSWORD_MESSAGES.required })
    .min(1, PASSWORD_MESSAGES.required)
    .max(1024),
  newPassword: NewPasswordSchema,
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;
