import type { FastifyInstance } from 'fastify';

/** A valid 1×1 PNG, base64: the smallest logo Account Information accepts. */
export const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** PUT /admin/account-information/logo as the given caller. */
export const uploadLogo = (
  app: FastifyInstance,
  headers: Record<string, string>,
  image: string = ONE_PIXEL_PNG,
) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/account-information/logo',
    headers,
    payload: { image },
  });
