type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `GET /api/crm/ps/clients/{clientId}` → `getCrmPsClientsByClientId`: stable and unique. */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', param[1]!] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  const pascal = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  return `${method.toLowerCase()}${pascal}`;
}

/** An authenticated POST may be retried safely with an Idempotency-Key (plugins/idempotency.ts). */
function acceptIdempotencyKey(operation: Json, responses: Json) {
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  operation.parameters = [
    ...parameters,
    {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Makes a retry safe: within 24 hours the same key and body get the first answer again and change nothing; the same key with another body is a 422.',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    },
  ];
  const error = responses['400'] ?? responses['401'];
  if (isObject(error) && !responses['422'])
    responses['422'] = {
      ...error,
      description: 'The Idempotency-Key was used with another request',
    };
}

/** OpenAPI 3.0 does not extend `nullable` to `enum`: a nullable enum must list null itself. */
function nullableEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullableEnums);
  if (!isObject(node)) return;
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null))
    node.enum = [...node.enum, null];
  Object.values(node).forEach(nullableEnums);
}

/**
 * Makes the generated document hold for tools nobody here wrote (API.md conventions):
 * `servers` names `/`; every operation has a unique operationId (a route may declare its
 * own); a 204 has no body; a nullable enum lists null among its values.
 */
export function strictOpenApi<T extends Json>(
  document: T,
  /** `post /api/…/{id}` of the POSTs that refuse an Idempotency-Key (config.secret, idempotency.ts). */
  withoutIdempotency: ReadonlySet<string> = new Set(),
): T {
  const doc = document as Json;
  doc.servers = [{ url: '/', description: 'This server' }];
  const seen = new Set<string>();
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const id =
        typeof operation.operationId === 'string'
          ? operation.operationId
          : operationIdFor(method, path);
      if (seen.has(id)) throw new Error(`Two operations share the operationId ${id}`);
      seen.add(id);
      operation.operationId = id;
      const responses = operation.responses;
      if (isObject(responses) && isObject(responses['204']))
        responses['204'] = { description: 'No Content' };
      // No requirement, or an empty one beside a bearer (optional sign-in), is a public call.
      const security = operation.security;
      const signedIn = !(
        Array.isArray(security) &&
        (security.length === 0 ||
          security.some((item) => isObject(item) && !Object.keys(item).length))
      );
      if (
        method === 'post' &&
        signedIn &&
        isObject(responses) &&
        !withoutIdempotency.has(`${method} ${path}`)
      )
        acceptIdempotencyKey(operation, responses);
    }
  }
  nullableEnums(doc);
  return document;
}
