import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services.ts';
import { apiDocsPage } from './api-docs-page.ts';
import { type ApiCatalogue, openApiDocument } from './openapi.ts';
import { defineRoute } from './route.ts';

/** Serves the generated reference of every route registered before it: JSON and a readable page. */
export function apiDocsRoutes(app: FastifyInstance, services: Services, catalogue: ApiCatalogue): void {
  let document: ReturnType<typeof openApiDocument> | undefined;
  // Built on first use, when every route (these two included) is registered.
  const documentOf = () => (document ??= openApiDocument(catalogue.routes));

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/docs/openapi.json',
    summary: 'This reference as an OpenAPI 3 document.',
    access: 'public',
    answer: z.record(z.string(), z.unknown()),
    handler: async () => documentOf(),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/docs',
    summary: 'This reference as a readable page.',
    access: 'public',
    answer: z.string(),
    produces: 'text/html',
    handler: async () => apiDocsPage(documentOf() as never),
  });
}
