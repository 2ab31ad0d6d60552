/**
 * The API described from the contract's endpoint table: GET /v1/openapi.json (OpenAPI 3.1) and
 * GET /v1/docs, a self-contained page listing every call with its schemas.
 */
import { createHash } from 'node:crypto';
import { ApiError, type Endpoint } from '@amora/contract';
import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { routeUrl } from './route';

export interface NamedEndpoint {
  /** The endpoint's key in the contract table, e.g. `identity.login`. */
  name: string;
  endpoint: Endpoint;
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  typeof (value as Endpoint).answer === 'string';

/** The table may be flat or grouped by domain; either way every endpoint gets a dotted name. */
export const listEndpoints = (table: unknown, prefix = ''): NamedEndpoint[] => {
  if (isEndpoint(table)) return [{ name: prefix, endpoint: table }];
  if (typeof table !== 'object' || table === null) return [];
  return Object.entries(table).flatMap(([key, value]) =>
    listEndpoints(value, prefix ? `${prefix}.${key}` : key),
  );
};

/** Transforms have no JSON Schema; the document shows what a client sends and receives. */
const jsonSchema = (schema: v.GenericSchema): JsonSchema => {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
  });
  return rest;
};

const parametersOf = (schema: v.GenericSchema | undefined, location: 'path' | 'query') => {
  if (!schema) return [];
  const object = jsonSchema(schema);
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

const successResponse = (endpoint: Endpoint) => {
  switch (endpoint.answer) {
    case 'empty':
      return { 204: { description: 'Done; no body.' } };
    case 'boolean':
      return {
        200: {
          description: 'The JSON literal true or false.',
          content: { 'application/json': { schema: { type: 'boolean' } } },
        },
      };
    default:
      return {
        200: {
          description: 'The answer.',
          content: {
            'application/json': { schema: endpoint.response ? jsonSchema(endpoint.response) : {} },
          },
        },
      };
  }
};

const openApiPath = (path: string) => routeUrl(path).replace(/:(\w+)/g, '{$1}');

export const openApiDocument = (endpoints: NamedEndpoint[], info: { version: string }) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { name, endpoint } of endpoints) {
    const path = openApiPath(endpoint.path);
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = {
      operationId: name,
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.auth === 'member' ? { security: [{ session: [] }] } : {}),
      ...(endpoint.auth === 'operator'
        ? {
            security: [{ operatorSession: [] }],
            description: `Operator roles: ${['admin', ...(endpoint.roles ?? [])].join(', ')}.`,
          }
        : {}),
      parameters: [
        ...parametersOf(endpoint.params, 'path'),
        ...parametersOf(endpoint.query, 'query'),
      ],
      ...(endpoint.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(endpoint.body) } },
            },
          }
        : {}),
      responses: {
        ...successResponse(endpoint),
        ...(endpoint.auth === 'member'
          ? { 401: errorResponse('No session or an expired one: session timed out.') }
          : {}),
        ...(endpoint.auth === 'operator'
          ? {
              401: errorResponse('No operator session, or it ended (idle or too old).'),
              403: errorResponse("The operator's role may not make this call."),
            }
          : {}),
        '4XX': errorResponse('Refused; `code` names the reason.'),
        '5XX': errorResponse('Failed on the server.'),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Amora API',
      version: info.version,
      description:
        'The /v1 API of Amora. Member calls need the session cookie set by a login or ' +
        'registration. Every failure answers an ApiError body.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ApiError: jsonSchema(ApiError) },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'amora_session' },
        operatorSession: { type: 'apiKey', in: 'cookie', name: 'amora_console' },
      },
    },
  };
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

const docsStyle = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:1rem;color:#1d1d1f}
h1{color:#b22222}h2{border-bottom:1px solid #ddd;margin-top:2rem}
details{border:1px solid #ddd;border-radius:10px;margin:.5rem 0;padding:.5rem .75rem}
summary{cursor:pointer}code{font:13px ui-monospace,monospace}
.method{display:inline-block;min-width:4.5rem;font-weight:700;color:#07203f}
.member{font-size:12px;background:#07203f;color:#fff;border-radius:4px;padding:0 .4rem;margin-left:.4rem}
pre{background:#f5f5f7;border-radius:6px;overflow:auto;padding:.5rem;font-size:12px}
@media (prefers-color-scheme:dark){body{background:#111;color:#eee}pre{background:#222}
.method{color:#9cf}details,h2{border-color:#333}}`;

/** The inline style is allowed by its hash alone; the page runs no script. */
const docsPolicy = `default-src 'none'; style-src 'sha256-${createHash('sha256')
  .update(docsStyle)
  .digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

const schemaBlock = (label: string, schema: v.GenericSchema | undefined) =>
  schema
    ? `<p>${label}</p><pre>${escapeHtml(JSON.stringify(jsonSchema(schema), null, 2))}</pre>`
    : '';

export const docsPage = (endpoints: NamedEndpoint[]) => {
  // Map.groupBy needs Node 21; the server runs on 20.
  const byTag = new Map<string, NamedEndpoint[]>();
  for (const named of endpoints) {
    byTag.set(named.endpoint.tag, [...(byTag.get(named.endpoint.tag) ?? []), named]);
  }
  const sections = [...byTag]
    .map(
      ([tag, group]) =>
        `<h2>${escapeHtml(tag)}</h2>${group
          .map(
            ({ name, endpoint }) => `<details id="${escapeHtml(name)}"><summary>
<span class="method">${endpoint.method}</span><code>${escapeHtml(routeUrl(endpoint.path))}</code>
${endpoint.auth === 'member' ? '<span class="member">member</span>' : ''}
— ${escapeHtml(endpoint.summary)}</summary>
<p>Answer: ${endpoint.answer}. Name: <code>${escapeHtml(name)}</code></p>
${schemaBlock('Path parameters', endpoint.params)}${schemaBlock('Query', endpoint.query)}
${schemaBlock('Body', endpoint.body)}${schemaBlock('Response', endpoint.response)}</details>`,
          )
          .join('\n')}`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Amora API</title>
<style>${docsStyle}</style></head><body><h1>Amora API</h1>
<p>Every call below /v1; failures answer an ApiError body. The machine-readable description is
<a href="/v1/openapi.json">/v1/openapi.json</a>.</p>
<pre>${escapeHtml(JSON.stringify(jsonSchema(ApiError), null, 2))}</pre>
${sections}</body></html>`;
};

export const openApiRoutes = async (
  app: FastifyInstance,
  { endpoints, version }: { endpoints: NamedEndpoint[]; version: string },
) => {
  // Built on first request: the conversion walks every schema, which the start need not wait for.
  let document: string | undefined;
  let page: string | undefined;
  app.get('/v1/openapi.json', async (_request, reply) => {
    document ??= JSON.stringify(openApiDocument(endpoints, { version }));
    return reply.type('application/json; charset=utf-8').send(document);
  });
  app.get('/v1/docs', async (_request, reply) => {
    page ??= docsPage(endpoints);
    return reply
      .header('content-security-policy', docsPolicy)
      .type('text/html; charset=utf-8')
      .send(page);
  });
};
