import { idField } from '@cobertura/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { catalogs } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { navLinksFor } from './nav-links.ts';
import {
  companiesWithPortfolios,
  listCommodities,
  listCountries,
  listCurrencies,
} from './reference.queries.ts';

const ZFormat = z.object({ format: z.literal('json').optional() });

/** The reference calls the shell makes after sign-in (spec 01 §7). */
export function referenceRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, services, {
    method: 'GET',
    url: '/api/companies',
    access: 'member',
    query: ZFormat.extend({ user: idField.optional() }),
    handler: ({ caller, query }) => {
      if (query.user !== undefined && query.user !== caller.id) throw notFound('No such user.');
      return companiesWithPortfolios(services, caller.companyIds);
    },
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/companies/:id',
    access: 'member',
    params: z.object({ id: idField }),
    handler: async ({ caller, params }) => {
      // Scoped in the query: only the caller's own companies are ever read.
      const [company] = caller.companyIds.includes(params.id)
        ? await companiesWithPortfolios(services, [params.id])
        : [];
      if (!company) throw notFound('No such company.');
      return company;
    },
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/currencies',
    access: 'member',
    query: ZFormat,
    handler: () => listCurrencies(services),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/commodities',
    access: 'member',
    query: ZFormat,
    handler: () => listCommodities(services),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/countries',
    access: 'member',
    query: ZFormat,
    handler: () => listCountries(services),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/get_user_routes',
    access: 'member',
    query: z.object({ role: z.coerce.number().int().optional() }),
    handler: async ({ caller, query }) => {
      if (query.role !== undefined && query.role !== caller.role)
        throw forbidden('You may only list your own routes.');
      return navLinksFor(caller.role);
    },
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/catalogs',
    access: 'public',
    query: z.object({
      description: z.enum(['terms&conditions', 'HabeasData']),
      lang: z.enum(['en', 'es']).default('en'),
    }),
    handler: async ({ query, reply }) => {
      const rows = await services.db
        .select({ description: catalogs.description, json: catalogs.json })
        .from(catalogs)
        .where(and(eq(catalogs.description, query.description), eq(catalogs.lang, query.lang)));
      if (!rows.length) return reply.code(204).send();
      return rows;
    },
  });
}
