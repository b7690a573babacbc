import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { App } from '../app.ts';
import { isNoBody } from '../plugins/no-body.ts';

type Json = Record<string, unknown>;

/** Every answer an API test received that its OpenAPI document does not allow. */
export const contractViolations: string[] = [];

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An OpenAPI 3.0 schema as plain JSON Schema: `nullable: true` becomes a `null` type. */
export function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!isObject(node)) return node;
  const { nullable, ...rest } = node;
  const out: Json = {};
  for (const [key, value] of Object.entries(rest)) out[key] = toJsonSchema(value);
  if (nullable !== true) return out;
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] };
  return { anyOf: [out, { type: 'null' }] };
}

/**
 * What a request tells of the document beside its answer (issue 26: a validating proxy found
 * both): a body accepted by an operation that declares none, and a security scheme declared on
 * a call whose access is public or a link's token (so it takes no Authorization header). A
 * public call may declare a bearer as optional (an empty requirement beside it).
 */
export function requestViolations(
  request: { body?: unknown; routeOptions: { config: { access?: string } } },
  statusCode: number,
  operation: Json,
  documentSecurity: unknown,
): string[] {
  const problems: string[] = [];
  if (!isNoBody(request.body) && !operation.requestBody && statusCode < 400)
    problems.push('a request body was accepted, but the operation declares none');
  const access = request.routeOptions.config.access;
  const security = (operation.security ?? documentSecurity ?? []) as Json[];
  const required = security.length > 0 && !security.some((item) => !Object.keys(item).length);
  if ((access === 'public' || access === 'token') && required)
    problems.push(
      `declares security ${security.map((item) => Object.keys(item).join('+')).join(' or ')}, but its access is ${access}`,
    );
  return problems;
}

/** `/api/x/:id` (Fastify) → `/api/x/{id}` (OpenAPI). */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

interface DocumentCheck {
  paths: Record<string, Json>;
  security: unknown;
  /** A validator for each `METHOD route → status` with a JSON body. */
  validators: Map<string, ValidateFunction>;
}

// Kept across the test files of a worker (the API projects share modules between files):
// generating the document took about 0.2 s of CPU for each app, and compiling its schemas
// more. One document per configuration and set of routes, which is all it is made of.
const documents = new Map<string, DocumentCheck>();
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
/** One compiled validator per schema, whichever document it came from. */
const compiledSchemas = new Map<string, ValidateFunction>();

function documentCheckOf(app: App): DocumentCheck {
  const key = JSON.stringify([
    { ...app.config, DATA_DIR: undefined },
    app.printRoutes({ commonPrefix: false }),
  ]);
  let check = documents.get(key);
  if (!check) {
    const document = app.swagger() as { paths: Record<string, Json>; security?: unknown };
    check = { paths: document.paths, security: document.security, validators: new Map() };
    documents.set(key, check);
  }
  return check;
}

function validatorOf(check: DocumentCheck, where: string, schema: unknown): ValidateFunction {
  let validate = check.validators.get(where);
  if (!validate) {
    const jsonSchema = toJsonSchema(schema) as object;
    const text = JSON.stringify(jsonSchema);
    validate = compiledSchemas.get(text);
    if (!validate) {
      validate = ajv.compile(jsonSchema);
      compiledSchemas.set(text, validate);
    }
    check.validators.set(where, validate);
  }
  return validate;
}

/**
 * Checks each answer of `app` against the app's own generated OpenAPI document with a
 * maintained validator (Ajv), recording any answer the document does not allow, so the
 * document and the API cannot drift apart unnoticed. Routes outside the document (the web
 * app, the reference page, the probes tests register under /api/test/) are not checked.
 */
export function checkResponsesAgainstDocument(app: App): void {
  let check: DocumentCheck | undefined;

  app.addHook('onSend', async (request, reply, payload) => {
    check ??= documentCheckOf(app);
    const { paths } = check;
    const route = request.routeOptions.url;
    // Probes that tests register under /api/test/ are not the product's API.
    if (!route || route.startsWith('/api/test/')) return payload;
    const operation = paths[openApiPath(route)]?.[request.method.toLowerCase()];
    if (!isObject(operation)) return payload;
    const where = `${request.method} ${route} → ${reply.statusCode}`;
    requestViolations(request, reply.statusCode, operation, check.security).forEach((problem) =>
      contractViolations.push(`${where}: ${problem}`),
    );
    const responses = operation.responses as Record<string, Json>;
    const documented = responses[String(reply.statusCode)] ?? responses.default;
    if (!documented) {
      contractViolations.push(`${where}: status not documented`);
      return payload;
    }
    const content = documented.content as Record<string, { schema?: unknown }> | undefined;
    const schema = content?.['application/json']?.schema;
    // A file (CSV, XLSX, PDF) is not JSON: its media type must be one the document names.
    if (content && !schema) {
      const type = String(reply.getHeader('content-type') ?? '')
        .split(';')[0]!
        .trim();
      if (!Object.keys(content).includes(type))
        contractViolations.push(`${where}: content type ${type || '(none)'} not documented`);
      return payload;
    }
    if (!schema) {
      if (reply.statusCode === 204 && payload !== undefined && payload !== null && payload !== '')
        contractViolations.push(`${where}: a 204 carries a body`);
      return payload;
    }
    if (typeof payload !== 'string') return payload;
    const validate = validatorOf(check, where, schema);
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      contractViolations.push(`${where}: not JSON`);
      return payload;
    }
    if (!validate(body)) contractViolations.push(`${where}: ${ajv.errorsText(validate.errors)}`);
    return payload;
  });
}
