import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoContentSchema } from '@tallysheet/contract/common/errors';
import {
  ArchiveUserSchema,
  CheckUsernameQuerySchema,
  CheckUsernameSchema,
  CreatedUserSchema,
  CreateUserSchema,
  PlacementOptionsQuerySchema,
  PlacementOptionsSchema,
  ResetUserPasswordSchema,
  UpdateUserSchema,
  UserIdParamsSchema,
  UserListQuerySchema,
  UserListSchema,
  UserSchema,
} from '@tallysheet/contract/users/users';
import { ResetMfaSchema } from '@tallysheet/contract/identity/mfa';
import { resetMfa } from '../identity/mfa.service.ts';
import { depsOf } from '../../plugins/deps.ts';
import { presentUser, presentUserRow } from './users.presenter.ts';
import {
  createUser,
  deleteUser,
  getUser,
  isUsernameAvailable,
  listUsersPage,
  placementOptions,
  resetUserPassword,
  setUserArchived,
  updateUserDetails,
} from './users.service.ts';
import { apiErrors, callerOf } from '../../plugins/route-parts.ts';

const tags = ['users'];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "List the tenant's users (q: start of username, name or e-mail)",
        querystring: UserListQuerySchema,
        response: { 200: UserListSchema, ...apiErrors },
      },
    },
    async (request) => {
      const { rows, count } = await listUsersPage({
        deps: depsOf(request),
        tenantId: request.auth.tenantId,
        query: request.query,
      });
      return { users: rows.map(presentUserRow), count };
    },
  );

  app.post(
    '/v2',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create a user and e-mail the invitation with a temporary password',
        body: CreateUserSchema,
        response: { 201: CreatedUserSchema, ...apiErrors },
      },
    },
    async (request, reply) => {
      const userId = await createUser({ ...callerOf(request), input: request.body });
      return reply.code(201).send({ userId });
    },
  );

  app.get(
    '/v2/:userId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'A user with their assignments and supplier (deleted ones too)',
        params: UserIdParamsSchema,
        response: { 200: UserSchema, ...apiErrors },
      },
    },
    async (request) =>
      presentUser(await getUser({ ...callerOf(request), userId: request.params.userId })),
  );

  app.put(
    '/v2/:userId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Update a user; fields left out stay as they are',
        params: UserIdParamsSchema,
        body: UpdateUserSchema,
        response: { 200: UserSchema, ...apiErrors },
      },
    },
    async (request) =>
      presentUser(
        await updateUserDetails({
          ...callerOf(request),
          userId: request.params.userId,
          input: request.body,
        }),
      ),
  );

  app.delete(
    '/v2/:userId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a user (not the Billing Administrator or the caller)',
        params: UserIdParamsSchema,
        response: { 204: NoContentSchema, ...apiErrors },
      },
    },
    async (request, reply) => {
      await deleteUser({ ...callerOf(request), userId: request.params.userId });
      return reply.code(204).send();
    },
  );

  app.put(
    '/archive',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Archive (sign-in refused at once) or unarchive a user',
        body: ArchiveUserSchema,
        response: { 200: UserSchema, ...apiErrors },
      },
    },
    async (request) =>
      presentUser(
        await setUserArchived({
          ...callerOf(request),
          userId: request.body.userId,
          archived: request.body.archived,
        }),
      ),
  );

  app.post(
    '/reset-user-password',
    {
      // The body may hold the new password: never kept for replay (plugins/idempotency.ts).
      config: { access: 'admin', secret: 'sets' },
      schema: {
        tags,
        summary:
          "E-mail the user a new temporary password (not the Billing Administrator's or a higher role's)",
        body: ResetUserPasswordSchema,
        response: { 204: NoContentSchema, ...apiErrors },
      },
    },
    async (request, reply) => {
      await resetUserPassword({
        ...callerOf(request),
        userId: request.body.userId,
        newPassword: request.body.newPassword,
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/reset-mfa',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          "Turn off another user's second factor (not the Billing Administrator's or a higher role's); the user is e-mailed",
        body: ResetMfaSchema,
        response: { 204: NoContentSchema, ...apiErrors },
      },
    },
    async (request, reply) => {
      await resetMfa({ ...callerOf(request), userId: request.body.userId });
      return reply.code(204).send();
    },
  );

  app.get(
    '/get-placement-options',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The projects, tasks, suppliers and supplier contacts a user can be placed on',
        querystring: PlacementOptionsQuerySchema,
        response: { 200: PlacementOptionsSchema, ...apiErrors },
      },
    },
    async (request) => placementOptions({ ...callerOf(request), userId: request.query.userId }),
  );

  app.get(
    '/check-username',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Whether a username is free in the tenant',
        querystring: CheckUsernameQuerySchema,
        response: { 200: CheckUsernameSchema, ...apiErrors },
      },
    },
    async (request) => ({
      available: await isUsernameAvailable({
        deps: depsOf(request),
        tenantId: request.auth.tenantId,
        username: request.query.username,
      }),
    }),
  );
};
