import SwaggerParser from '@apidevtools/swagger-parser';
import { ERROR_CODES } from '@cobertura/contracts';
import type { OpenAPI } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test/platform-harness.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

type Schema = { type?: string; description?: string; properties?: Record<string, Schema> };
type Content = Record<string, { schema: Schema }>;
type Operation = { requestBody?: { content: Content }; responses: Record<string, { content?: Content }> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('the generated API reference', () => {
  it('documents an answer for every route, except those answering 204 or redirecting', () => {
    const { routes, undocumented } = platform.app.apiCatalogue;
    expect(undocumented).toEqual([]);
    expect(routes.length).toBeGreaterThan(20);
    const withoutAnswer = routes
      .filter(
        (route) => !route.answer && route.status !== 204 && !(route.status >= 300 && route.status < 400),
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(withoutAnswer).toEqual([]);
  });

  it('lists exactly the registered routes, at /api/docs/openapi.json', async () => {
    const response = await platform.request('GET', '/api/docs/openapi.json');
    expect(response.statusCode).toBe(200);
    const document: Document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{(\w+)\}/g, ':$1'),
      })),
    );
    for (const route of documented) {
      // With trailing slashes ignored, the router keeps each route under its path without one.
      const url = route.url.replace(/(.)\/$/, '$1');
      expect(platform.app.hasRoute({ method: route.method as 'GET', url }), route.url).toBe(true);
    }
    const registered = platform.app.apiCatalogue.routes.map((r) => ({ method: r.method, url: r.url }));
    expect(documented).toEqual(expect.arrayContaining(registered));
    expect(documented).toHaveLength(registered.length);
  });

  it('is a valid OpenAPI 3 document', async () => {
    const document = (await platform.request('GET', '/api/docs/openapi.json')).json();
    await expect(SwaggerParser.validate(document as OpenAPI.Document)).resolves.toBeTruthy();
  });

  it('describes requests and answers from the contracts, hints included', async () => {
    const document: Document = (await platform.request('GET', '/api/docs/openapi.json')).json();
    const login = document.paths['/api/auth/login']?.post;
    expect(login?.requestBody?.content['application/json']?.schema.properties?.username?.description).toMatch(
      /username/i,
    );
    const refresh = document.paths['/api/auth/refresh']?.post;
    expect(refresh?.responses['200']?.content).toMatchObject({
      'application/json': {
        schema: { properties: { access: { type: 'string' }, refresh: { type: 'string' } } },
      },
    });
    expect(Object.keys(login?.responses ?? {})).toEqual(expect.arrayContaining(['400', '429']));
    const user = document.paths['/api/user']?.get?.responses['200']?.content?.['application/json'];
    expect(Object.keys(user?.schema.properties ?? {})).toContain('type_commodity_exposure');
    expect(document.paths['/api/companies/{id}']?.get).toBeDefined();
    expect(document.paths['/api/auth/logout']?.post?.responses['204']).toBeDefined();
  });

  it('serves a readable page without scripts, under the same security headers', async () => {
    const page = await platform.request('GET', '/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(page.body).toContain('/api/auth/login');
    expect(page.body).toContain('Sign in with username and password');
    expect(page.body).not.toMatch(/<script|https?:\/\/(?!cobertura)/);
  });

  it('lists every error code with the status the server answers it with', async () => {
    const document = (await platform.request('GET', '/api/docs/openapi.json')).json();
    const codes: { code: string; status: number }[] = document['x-error-codes'];
    expect(codes.map((c) => c.code).sort()).toEqual([...ERROR_CODES].sort());
    expect(codes).toContainEqual({ code: 'WORK_LIMIT', status: 400 });
    expect(codes).toContainEqual({ code: 'RATE_LIMITED', status: 429 });
    const page = (await platform.request('GET', '/api/docs')).body;
    for (const { code } of codes) expect(page).toContain(`<code>${code}</code>`);
  });
});
