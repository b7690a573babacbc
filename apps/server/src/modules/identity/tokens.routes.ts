import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorResponseSchema, NoContentSchema } from '@tallysheet/contract/common/errors';
import {
  AuthCodePreviewSchema,
  AuthCodeRequestSchema,
  ChangePasswordSchema,
  ConfirmForgotPasswordSchema,
  ForgotPasswordRequestSchema,
  ForgotPasswordResultSchema,
  LoginRequestSchema,
  LoginResultSchema,
  RefreshRequestSchema,
  RefreshResultSchema,
  RespondToChallengeSchema,
} from '@tallysheet/contract/identity/tokens';
import {
  MfaDisableSchema,
  MfaSetupResultSchema,
  MfaSetupSchema,
  MfaStatusSchema,
  MfaVerifyResultSchema,
  MfaVerifySchema,
} from '@tallysheet/contract/identity/mfa';
import { depsOf } from '../../plugins/deps.ts';
import { limitByIp } from '../../plugins/rate-limit.ts';
import { changePassword, confirmPasswordReset, requestPasswordReset } from './passwords.service.ts';
import { refreshSession, signOut, type IssuedSession } from './sessions.service.ts';
import {
  previewAuthCode,
  respondToChallenge,
  signIn,
  signInWithAuthCode,
  type SignInOutcome,
} from './sign-in.service.ts';
import { disableMfa, getMfaStatus, setupMfa, verifyMfa } from './mfa.service.ts';

const REFRESH_COOKIE = 'tallysheet_refresh';
const COOKIE_PATH = '/api/tokens';
/**
 * A readable twin of the httpOnly refresh cookie, holding nothing secret: the web app asks
 * for a refresh at start-up only when it is there, so a signed-out first visit makes no
 * failing call.
 */
const SESSION_HINT_COOKIE = 'tallysheet_session';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
const mfaErrors = { ...errors, 409: ErrorResponseSchema };

export const tokensRoutes: FastifyPluginAsyncZod<{ rateLimit: number }> = async (app, options) => {
  await limitByIp(app, { area: 'tokens', max: options.rateLimit });
  const secure = app.config.APP_URL.startsWith('https:');

  function answer(reply: FastifyReply, outcome: SignInOutcome) {
    if (outcome.kind === 'challenge') return outcome.challenge;
    return keepSession(reply, outcome.session);
  }

  /** Hands the session's (new) refresh token to the browser as the httpOnly cookie too. */
  function keepSession(reply: FastifyReply, { tokens, sessionEnd }: IssuedSession) {
    reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: COOKIE_PATH,
      expires: sessionEnd,
    });
    reply.setCookie(SESSION_HINT_COOKIE, '1', {
      httpOnly: false,
      sameSite: 'strict',
      secure,
      path: '/',
      expires: sessionEnd,
    });
    return tokens;
  }

  function forgetSession(reply: FastifyReply) {
    reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
    reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
  }

  const loginSchema = (summary: string, body: z.ZodType) => ({
    tags: ['tokens'],
    summary,
    security: [],
    body,
    response: { 200: LoginResultSchema, ...errors },
  });

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: loginSchema('Sign in with Customer ID, username and password', LoginRequestSchema),
    },
    async (request, reply) => {
      const body = request.body as z.infer<typeof LoginRequestSchema>;
      return answer(
        reply,
        await signIn({
          deps: depsOf(request),
          tenantId: body.tenantId,
          username: body.externalUserId,
          password: body.password,
        }),
      );
    },
  );

  app.post(
    '/respond-to-challenge',
    {
      config: { access: 'public' },
      schema: loginSchema('Answer a sign-in challenge (new password)', RespondToChallengeSchema),
    },
    async (request, reply) => {
      const body = request.body as z.infer<typeof RespondToChallengeSchema>;
      return answer(reply, await respondToChallenge({ deps: depsOf(request), ...body }));
    },
  );

  app.post(
    '/auth-code',
    {
      config: { access: 'public' },
      schema: loginSchema('Sign in with an invitation or auto-login code', AuthCodeRequestSchema),
    },
    async (request, reply) => {
      const body = request.body as z.infer<typeof AuthCodeRequestSchema>;
      return answer(
        reply,
        await signInWithAuthCode({ deps: depsOf(request), authCode: body.authCode }),
      );
    },
  );

  app.post(
    '/auth-code/preview',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tokens'],
        summary:
          'Who an invitation or auto-login code signs in (masked e-mail), without signing in: the link asks to continue first',
        security: [],
        body: AuthCodeRequestSchema,
        response: { 200: AuthCodePreviewSchema, ...errors },
      },
    },
    async (request) => previewAuthCode({ deps: depsOf(request), authCode: request.body.authCode }),
  );

  app.post(
    '/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tokens'],
        summary:
          'A new access token and a new refresh token from the refresh token (body or cookie); a refresh token works once, and one used again ends its session',
        security: [],
        body: RefreshRequestSchema,
        response: { 200: RefreshResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        const session = await refreshSession({
          deps: depsOf(request),
          refreshToken: request.body?.refreshToken ?? request.cookies[REFRESH_COOKIE],
        });
        const { status: _status, ...tokens } = keepSession(reply, session);
        return tokens;
      } catch (error) {
        // The session is over: the browser stops asking at its next start.
        forgetSession(reply);
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tokens'],
        summary: 'Sign out everywhere',
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      await signOut({ deps: depsOf(request), tenantId: auth.tenantId, userId: auth.userId });
      forgetSession(reply);
      return reply.code(204).send();
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tokens'],
        summary: 'E-mail a password reset code',
        security: [],
        body: ForgotPasswordRequestSchema,
        response: { 200: ForgotPasswordResultSchema, ...errors },
      },
    },
    async (request) =>
      requestPasswordReset({
        deps: depsOf(request),
        tenantId: request.body.tenantId,
        username: request.body.externalUserId,
      }),
  );

  app.post(
    '/confirm-forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tokens'],
        summary: 'Set a new password with the e-mailed code',
        security: [],
        body: ConfirmForgotPasswordSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await confirmPasswordReset({
        deps: depsOf(request),
        tenantId: body.tenantId,
        username: body.externalUserId,
        verificationCode: body.verificationCode,
        newPassword: body.newPassword,
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/change-password',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tokens'],
        summary: "Change the caller's password",
        body: ChangePasswordSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      await changePassword({
        deps: depsOf(request),
        tenantId: auth.tenantId,
        userId: auth.userId,
        ...request.body,
      });
      return reply.code(204).send();
    },
  );

  app.get(
    '/mfa',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tokens'],
        summary: 'Whether the caller has a second factor, and whether one is required',
        response: { 200: MfaStatusSchema, ...errors },
      },
    },
    async (request) => getMfaStatus({ deps: depsOf(request), ...whoCalls(request) }),
  );

  app.post(
    '/mfa/setup',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tokens'],
        summary:
          'Start enrolling an authenticator app with the password again: a pending secret and its otpauth URI',
        body: MfaSetupSchema,
        response: { 200: MfaSetupResultSchema, ...mfaErrors },
      },
    },
    async (request) =>
      setupMfa({ deps: depsOf(request), ...whoCalls(request), password: request.body.password }),
  );

  app.post(
    '/mfa/verify',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tokens'],
        summary: 'Confirm the authenticator app with a code; the recovery codes, shown once',
        body: MfaVerifySchema,
        response: { 200: MfaVerifyResultSchema, ...mfaErrors },
      },
    },
    async (request) =>
      verifyMfa({ deps: depsOf(request), ...whoCalls(request), code: request.body.code }),
  );

  app.post(
    '/mfa/disable',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tokens'],
        summary: "Turn the caller's second factor off with the password and a code",
        body: MfaDisableSchema,
        response: { 204: NoContentSchema, ...mfaErrors },
      },
    },
    async (request, reply) => {
      await disableMfa({ deps: depsOf(request), ...whoCalls(request), ...request.body });
      return reply.code(204).send();
    },
  );
};

function whoCalls(request: FastifyRequest) {
  const auth = request.auth;
  return { tenantId: auth.tenantId, userId: auth.userId };
}
