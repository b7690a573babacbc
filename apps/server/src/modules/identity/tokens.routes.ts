import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@tallysheet/contract/common/errors';
import {
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
import { authOf } from '../../plugins/auth.ts';
import { limitByIp } from '../../plugins/rate-limit.ts';
import {
  changePassword,
  confirmPasswordReset,
  refreshSession,
  requestPasswordReset,
  respondToChallenge,
  signIn,
  signInWithAuthCode,
  signOut,
  type SignInOutcome,
} from './identity.service.ts';

export const REFRESH_COOKIE = 'tallysheet_refresh';
const COOKIE_PATH = '/api/tokens';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

export const tokensRoutes: FastifyPluginAsyncZod<{ rateLimit: number }> = async (app, options) => {
  await limitByIp(app, { area: 'tokens', max: options.rateLimit });
  const secure = app.config.APP_URL.startsWith('https:');

  function answer(reply: FastifyReply, outcome: SignInOutcome) {
    if (outcome.kind === 'challenge') return outcome.challenge;
    const { tokens, sessionEnd } = outcome.session;
    reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: COOKIE_PATH,
      expires: sessionEnd,
    });
    return tokens;
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
          app,
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
      return answer(reply, await respondToChallenge({ app, ...body }));
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
      return answer(reply, await signInWithAuthCode({ app, authCode: body.authCode }));
    },
  );

  app.post(
    '/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tokens'],
        summary: 'A new access token from the refresh token (body or cookie)',
        security: [],
        body: RefreshRequestSchema,
        response: { 200: RefreshResultSchema, ...errors },
      },
    },
    async (request) =>
      refreshSession({
        app,
        refreshToken: request.body?.refreshToken ?? request.cookies[REFRESH_COOKIE],
      }),
  );

  app.post(
    '/logout',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['tokens'],
        summary: 'Sign out everywhere',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      await signOut({ app, tenantId: auth.tenantId, userId: auth.userId });
      reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
      return reply.code(204).send(null);
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
        app,
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
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await confirmPasswordReset({
        app,
        tenantId: body.tenantId,
        username: body.externalUserId,
        verificationCode: body.verificationCode,
        newPassword: body.newPassword,
      });
      return reply.code(204).send(null);
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
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      await changePassword({ app, tenantId: auth.tenantId, userId: auth.userId, ...request.body });
      return reply.code(204).send(null);
    },
  );
};
