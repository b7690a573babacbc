import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoContentSchema } from '@tallysheet/contract/common/errors';
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
import { mfaRoutes } from './mfa.routes.ts';
import { errorResponses } from '../../plugins/route-parts.ts';

const REFRESH_COOKIE = 'tallysheet_refresh';
const COOKIE_PATH = '/api/tokens';
/**
 * A readable twin of the httpOnly refresh cookie, holding nothing secret: the web app asks
 * for a refresh at start-up only when it is there, so a signed-out first visit makes no
 * failing call.
 */
const SESSION_HINT_COOKIE = 'tallysheet_session';

const errors = errorResponses(400, 401, 403, 429);

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

  /** A sign-in step: public, and answered with a session or the challenge that must come first. */
  const signInStep = (summary: string) => ({
    tags: ['tokens'],
    summary,
    security: [],
    response: { 200: LoginResultSchema, ...errors },
  });

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        ...signInStep('Sign in with Customer ID, username and password'),
        body: LoginRequestSchema,
      },
    },
    async (request, reply) => {
      const { body } = request;
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
      schema: {
        ...signInStep('Answer a sign-in challenge (new password)'),
        body: RespondToChallengeSchema,
      },
    },
    async (request, reply) =>
      answer(reply, await respondToChallenge({ deps: depsOf(request), ...request.body })),
  );

  app.post(
    '/auth-code',
    {
      config: { access: 'public' },
      schema: {
        ...signInStep('Sign in with an invitation or auto-login code'),
        body: AuthCodeRequestSchema,
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await signInWithAuthCode({ deps: depsOf(request), authCode: request.body.authCode }),
      ),
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

  // The caller's second factor, in the same area and under the same per-address limit.
  await app.register(mfaRoutes);
};
