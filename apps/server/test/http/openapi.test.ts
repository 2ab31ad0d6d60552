import { endpoints } from '@amora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEndpoints } from '../../src/http/openapi';
import { routeUrl } from '../../src/http/route';
import { createTestApp, type TestApp } from '../helpers';

describe('the API description', () => {
  let server: TestApp;
  const all = listEndpoints(endpoints);
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.close());

  it('lists the contract table by dotted names', () => {
    expect(all.length).toBeGreaterThan(10);
    expect(all.map(({ name }) => name)).toContain('identity.login');
    expect(new Set(all.map(({ name }) => name)).size).toBe(all.length);
  });

  it('describes every endpoint of the contract in /v1/openapi.json', async () => {
    const response = await server.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.schemas.ApiError.required).toEqual(
      expect.arrayContaining(['timestamp', 'statusCode', 'code', 'text']),
    );
    for (const { name, endpoint } of all) {
      const path = routeUrl(endpoint.path).replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${path}`).toMatchObject({
        operationId: name,
        tags: [endpoint.tag],
        summary: endpoint.summary,
      });
      if (endpoint.auth === 'member') {
        expect(operation.security).toEqual([{ session: [] }]);
        expect(operation.responses['401']).toBeDefined();
      }
      if (endpoint.body)
        expect(operation.requestBody.content['application/json'].schema).toBeDefined();
      const success = endpoint.answer === 'empty' ? '204' : '200';
      expect(operation.responses[success], name).toBeDefined();
      const pathNames = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = operation.parameters
        .filter((parameter: { in: string }) => parameter.in === 'path')
        .map((parameter: { name: string }) => parameter.name);
      expect(declared.sort(), name).toEqual(pathNames.sort());
    }
  });

  it('describes the login body with its fields', async () => {
    const document = (await server.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const schema =
      document.paths['/v1/identity/login'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['userName', 'password']),
    );
  });

  it('serves a self-contained docs page listing every call', async () => {
    const response = await server.inject({ method: 'GET', url: '/v1/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("default-src 'none'");
    expect(response.body).not.toMatch(/<script|https?:\/\/(?!amora)/);
    for (const { endpoint } of all) expect(response.body).toContain(routeUrl(endpoint.path));
  });
});
