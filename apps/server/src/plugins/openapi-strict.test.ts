import { describe, expect, it } from 'vitest';
import { operationIdFor, strictOpenApi } from './openapi-strict.ts';

describe('the strict OpenAPI document', () => {
  it('names operations from their method and path', () => {
    expect(operationIdFor('GET', '/api/crm/ps/clients/{clientId}')).toBe(
      'getCrmPsClientsByClientId',
    );
    expect(operationIdFor('post', '/api/users/reset-user-password')).toBe(
      'postUsersResetUserPassword',
    );
    expect(operationIdFor('get', '/api/profile/')).toBe('getProfile');
  });

  it('gives a 204 no body, names the server, and lists null in a nullable enum', () => {
    const document = strictOpenApi({
      openapi: '3.0.3',
      paths: {
        '/api/x/{id}': {
          delete: {
            responses: {
              204: {
                description: 'Default Response',
                content: { 'application/json': { schema: { enum: [null] } } },
              },
            },
          },
          get: {
            operationId: 'readX',
            responses: {
              200: {
                description: 'ok',
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      properties: { status: { type: 'string', enum: ['a', 'b'], nullable: true } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    });
    const item = document.paths['/api/x/{id}'];
    expect(item.delete).toEqual({
      operationId: 'deleteXById',
      responses: { 204: { description: 'No Content' } },
    });
    expect(item.get.operationId).toBe('readX');
    expect(
      item.get.responses[200].content['application/json'].schema.properties.status.enum,
    ).toEqual(['a', 'b', null]);
    expect(document).toMatchObject({ servers: [{ url: '/' }] });
  });

  it('offers an Idempotency-Key on a signed-in POST only, not on a public or optionally signed-in one', () => {
    const post = (security?: unknown[]) => ({
      ...(security ? { security } : {}),
      responses: { 400: { description: 'Bad Request' } },
    });
    const document = strictOpenApi({
      paths: {
        '/signed-in': { post: post() },
        '/public': { post: post([]) },
        '/optional': { post: post([{}, { bearer: [] }]) },
      },
    });
    const keyed = (path: '/signed-in' | '/public' | '/optional') =>
      JSON.stringify(document.paths[path].post).includes('Idempotency-Key');
    expect([keyed('/signed-in'), keyed('/public'), keyed('/optional')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('refuses two operations with one operationId', () => {
    expect(() =>
      strictOpenApi({
        paths: {
          '/a': { get: { operationId: 'same', responses: {} } },
          '/b': { get: { operationId: 'same', responses: {} } },
        },
      }),
    ).toThrow(/same/);
  });
});
