import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountInformationSchema,
  LogoQuerySchema,
  UpdateAccountInformationSchema,
  UploadLogoSchema,
} from '@tallysheet/contract/tenants/account-information';
import { depsOf } from '../../plugins/deps.ts';
import { accountInformation } from './account-information.service.ts';
import { companyLogo, uploadLogo } from './logo.service.ts';
import { baseErrors, binaryFile } from '../../plugins/route-parts.ts';

export const accountInformationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account-information',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "The company's details and account facts",
        response: { 200: AccountInformationSchema, ...baseErrors },
      },
    },
    async (request) =>
      accountInformation({ deps: depsOf(request), tenantId: request.auth.tenantId }),
  );

  app.put(
    '/account-information',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Change the company's name, address, time zone and settings",
        body: UpdateAccountInformationSchema,
        response: { 200: AccountInformationSchema, ...baseErrors },
      },
    },
    async (request) =>
      accountInformation({
        deps: depsOf(request),
        tenantId: request.auth.tenantId,
        change: request.body,
      }),
  );

  app.put(
    '/account-information/logo',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "Replace the company's logo: a PNG, JPEG or WebP of at most 256 KB and 4096 × 4096 pixels, base64",
        body: UploadLogoSchema,
        response: { 200: AccountInformationSchema, ...baseErrors },
      },
    },
    async (request) => {
      const deps = depsOf(request);
      const { tenantId } = request.auth;
      await uploadLogo({ deps, tenantId, image: request.body.image });
      return accountInformation({ deps, tenantId });
    },
  );

  app.get(
    '/account-information/logo',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "The company's logo; its ETag is the image's SHA-256",
        querystring: LogoQuerySchema,
        response: {
          200: {
            description: 'The image (PNG, JPEG or WebP)',
            content: {
              'image/png': { schema: binaryFile },
              'image/jpeg': { schema: binaryFile },
              'image/webp': { schema: binaryFile },
            },
          },
          304: z.void().describe('Not Modified: the ETag given in If-None-Match is current'),
          ...baseErrors,
        },
      },
    },
    async (request, reply) => {
      const logo = await companyLogo({ deps: depsOf(request), tenantId: request.auth.tenantId });
      const etag = `"${logo.sha256}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      // Fastify sends a buffer as it is; the document describes its bytes as a string.
      return reply.type(logo.contentType).send(logo.bytes as unknown as string);
    },
  );
};
