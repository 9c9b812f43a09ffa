import { ZErrorBody } from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { STATUS_OF } from '../errors.ts';
import { type Access, accessScreens } from '../identity/caller.ts';
import type { RouteDocs } from './route.ts';

/**
 * The API reference, generated from what every route declares through defineRoute: its access
 * rule, the zod schemas of body, query, params and answer (with their `.describe()` hints) and its
 * per-IP limit. Built with zod's own `z.toJSONSchema` (OpenAPI 3.0 target), so the reference can
 * never drift from the validation and the serialisation it describes.
 */
export interface ApiCatalogue {
  /** Every documented route, in registration order. */
  routes: RouteDocs[];
  /** Routes under /api registered without defineRoute: a test keeps this empty. */
  undocumented: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    apiCatalogue: ApiCatalogue;
  }
}

/** Starts collecting the routes registered from now on; call it before the modules' routes. */
export function collectApiCatalogue(app: FastifyInstance): ApiCatalogue {
  const catalogue: ApiCatalogue = { routes: [], undocumented: [] };
  app.addHook('onRoute', (route) => {
    // Fastify adds a HEAD twin to every GET route; the GET documents both.
    if (route.method === 'HEAD') return;
    const docs = route.config?.docs;
    if (docs) catalogue.routes.push(docs);
    else if (route.url.startsWith('/api/')) {
      catalogue.undocumented.push(`${route.method} ${route.url}`);
    }
  });
  app.decorate('apiCatalogue', catalogue);
  return catalogue;
}

const ACCESS_TEXT: Record<Exclude<Access, object>, string> = {
  public: 'Anyone.',
  session: 'Signed in, even while consent is pending or the account inactive.',
  member: 'Signed in, consent given, account active.',
  staff: 'Staff only.',
};

export function accessText(access: Access): string {
  if (typeof access !== 'object') return ACCESS_TEXT[access];
  const screens = accessScreens(access);
  return screens.length === 1
    ? `A member whose role opens the ${screens[0]} screen.`
    : `A member whose role opens any of these screens: ${screens.join(', ')}.`;
}

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io,
    unrepresentable: 'any',
  });
  return rest;
}

/** Query or path parameters, one per field of the schema's object. */
function parameters(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const { description, ...fieldSchema } = property;
    return {
      name,
      in: where,
      required: where === 'path' || (object.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: fieldSchema,
    };
  });
}

function responses(route: RouteDocs) {
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  });
  const success = route.answer
    ? {
        description: 'Success.',
        content: { [route.produces]: { schema: jsonSchema(route.answer, 'output') } },
      }
    : { description: route.status === 204 ? 'No content.' : 'Redirect.' };
  return {
    [String(route.status)]: success,
    ...(route.body || route.query || route.params ? { 400: error('The input is not valid.') } : {}),
    ...(route.access === 'public' ? {} : { 401: error('Not signed in, or the session has ended.') }),
    ...(route.access === 'public' || route.access === 'session' ? {} : { 403: error('Not allowed.') }),
    ...(route.rateLimit
      ? { 429: error(`More than ${route.rateLimit.perMinute} calls a minute from one IP.`) }
      : {}),
    default: error('Any other error (see the error codes).'),
  };
}

/** The OpenAPI 3.0 document of the given routes. */
export function openApiDocument(routes: RouteDocs[]): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
    const limit = route.rateLimit
      ? ` At most ${route.rateLimit.perMinute} calls a minute per IP (limit "${route.rateLimit.name}").`
      : '';
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: {
        summary: route.summary,
        description: `Access: ${accessText(route.access)}${limit}`,
        'x-access': route.access,
        ...(route.access === 'public' ? {} : { security: [{ bearer: [] }] }),
        parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
        ...(route.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
              },
            }
          : {}),
        responses: responses(route),
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Cobertura API',
      version: '1',
      description:
        'JSON over HTTPS under /api, bearer tokens from POST /api/auth/login. GraphQL (POST /graphql) ' +
        'offers the login mutation and the health query with the same access rules and limits.',
    },
    paths,
    // Every error code with its HTTP status, from the one map the error handler uses.
    'x-error-codes': Object.entries(STATUS_OF)
      .map(([code, status]) => ({ code, status }))
      .sort((a, b) => a.status - b.status),
    components: {
      schemas: { Error: jsonSchema(ZErrorBody, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
