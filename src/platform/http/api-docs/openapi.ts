import { fieldsOf, inputSchema, type JsonSchema } from './json-schema';
import { openApiPath, pathParams } from './registered';
import { routeKey, type ApiSection, type DocumentedRoute, type RegisteredRoute, type RouteAccess, type RouteDoc } from './types';

export interface ApiDescription {
  readonly title: string;
  readonly version: string;
  /** Every route the app serves (the routers' stacks). */
  readonly routes: readonly RegisteredRoute[];
  readonly sections: readonly ApiSection[];
  /** Who may call a route, from its declaration's permission (`undefined`: not a permission the table knows). */
  readonly access: (permission: unknown) => RouteAccess | undefined;
}

/** One documented route, resolved: its section, doc, access and input schemas. */
export interface DescribedRoute {
  readonly method: string;
  readonly path: string;
  readonly section: string;
  readonly doc: RouteDoc;
  readonly access: RouteAccess | undefined;
  readonly body: JsonSchema | undefined;
  readonly query: JsonSchema | undefined;
  readonly answer: JsonSchema | undefined;
}

export interface ResolvedApi {
  readonly routes: readonly DescribedRoute[];
  readonly definitions: Readonly<Record<string, JsonSchema>>;
  /** Registered routes no section documents (a test fails on them). */
  readonly undocumented: readonly string[];
  /** Documented routes no router registers (stale entries). */
  readonly unknown: readonly string[];
}

/** Joins the registered routes with the sections' declarations (their docs and permissions). */
export function resolveApi(d: ApiDescription): ResolvedApi {
  const definitions: Record<string, JsonSchema> = {};
  const docs = new Map<string, { section: string; doc: DocumentedRoute }>();
  for (const s of d.sections) for (const doc of s.routes) docs.set(routeKey(doc), { section: s.name, doc });
  const registered = new Set(d.routes.map(routeKey));
  const routes: DescribedRoute[] = [];
  const undocumented: string[] = [];
  for (const r of d.routes) {
    const found = docs.get(routeKey(r));
    if (!found) {
      undocumented.push(routeKey(r));
      continue;
    }
    const { doc, section } = found;
    const body = doc.body ? inputSchema(doc.body, definitions) : undefined;
    const query = doc.query ? inputSchema(doc.query, definitions) : undefined;
    const answer = doc.answer ? inputSchema(doc.answer, definitions) : undefined;
    routes.push({ method: r.method, path: r.path, section, doc, access: d.access(doc.permission), body, query, answer });
  }
  return { routes, definitions, undocumented, unknown: [...docs.keys()].filter((k) => !registered.has(k)) };
}

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'Every 4xx answer: a stable code and a message in the language of `Accept-Language` (German by default).',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', description: 'Stable machine-readable code, e.g. `validation_failed`, `forbidden`, `not_found`.' },
    message: { type: 'string', description: 'Human-readable message (German by default, English with `Accept-Language: en`).' },
    field: { type: 'string', description: 'The first invalid input field (validation errors).' },
    retryAfter: { type: 'integer', description: 'Seconds to wait (429, also as the `Retry-After` header).' },
  },
};

const ERRORS: Record<string, string> = {
  '400': 'Invalid input (the `field` names the first bad one).',
  '401': 'No valid session.',
  '403': 'The role or relation to the object does not allow this.',
  '404': 'No such object in the caller’s company.',
  '409': 'Conflicts with the current state.',
  '413': 'The upload is too large.',
  '429': 'Too many attempts; see `Retry-After`.',
};

/** Roles and rule in words, for the description and the reference page. */
export function accessText(a: RouteAccess | undefined): string {
  if (!a) return 'Not in the permission table.';
  if (a.public) return 'Public (no session).';
  const roles = a.roles.length ? a.roles.join(', ') : 'nobody';
  return a.rule ? `Roles: ${roles}. ${a.rule}` : `Roles: ${roles}.`;
}

function operation(r: DescribedRoute, definitions: Readonly<Record<string, JsonSchema>>): Record<string, unknown> {
  const params = pathParams(r.path);
  const parameters: unknown[] = params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  if (r.query) for (const f of fieldsOf(r.query, definitions)) parameters.push({ name: f.name, in: 'query', required: f.required, schema: f.schema });
  const status = String(r.doc.status ?? 200);
  const success: Record<string, unknown> =
    status === '204'
      ? { description: 'Done, no content.' }
      : { description: 'Success.', content: r.doc.produces ? { [r.doc.produces]: { schema: { type: 'string', format: 'binary' } } } : { 'application/json': { schema: r.answer ?? {} } } };
  const errors = new Set<string>();
  if (r.body || r.query || r.doc.upload || params.length || r.method !== 'GET') errors.add('400');
  if (!r.access?.public) errors.add('401');
  if (!r.access?.public) errors.add('403');
  if (params.length) errors.add('404');
  if (r.method !== 'GET') errors.add('409');
  if (r.doc.upload) errors.add('413');
  if (r.doc.rateLimited) errors.add('429');
  const responses: Record<string, unknown> = { [status]: success };
  for (const code of [...errors].sort()) responses[code] = { $ref: `#/components/responses/E${code}` };
  const op: Record<string, unknown> = {
    operationId: `${r.method.toLowerCase()}${r.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    tags: [r.section],
    summary: r.doc.summary,
    description: [r.doc.description, accessText(r.access)].filter(Boolean).join('\n\n'),
    'x-roles': r.access?.public ? ['public'] : (r.access?.roles ?? []),
    security: r.access?.public ? [] : [{ session: [] }],
    responses,
  };
  if (r.access?.rule) op['x-object-rule'] = r.access.rule;
  if (parameters.length) op.parameters = parameters;
  if (r.body) op.requestBody = { required: true, content: { 'application/json': { schema: r.body } } };
  else if (r.doc.upload) op.requestBody = { required: true, content: { [r.doc.upload]: { schema: { type: 'string', format: 'binary' } } } };
  return op;
}

/** The OpenAPI 3.1 document of the API. */
export function openApiDocument(d: ApiDescription, api: ResolvedApi = resolveApi(d)): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of api.routes) (paths[openApiPath(r.path)] ??= {})[r.method.toLowerCase()] = operation(r, api.definitions);
  const responses: Record<string, unknown> = {};
  for (const [code, description] of Object.entries(ERRORS)) responses[`E${code}`] = { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  return {
    openapi: '3.1.0',
    info: { title: d.title, version: d.version, description: 'Generated from the registered routes, their input Schemas and the route permission table. Human-readable: /api/docs.' },
    servers: [{ url: '/' }],
    tags: d.sections.map((s) => ({ name: s.name })),
    paths,
    components: {
      schemas: { ...api.definitions, Error: ERROR_SCHEMA },
      responses,
      securitySchemes: {
        session: { type: 'http', scheme: 'bearer', description: 'The session token that `POST /api/auth/login` answers, sent as `Authorization: Bearer <token>`.' },
      },
    },
  };
}
