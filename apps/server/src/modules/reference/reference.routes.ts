import {
  idField,
  ZCatalogEntry,
  ZCatalogQuery,
  ZCommoditiesReply,
  ZCompaniesQuery,
  ZCompany,
  ZCountry,
  ZCurrenciesReply,
  ZFormatQuery,
  ZNavLink,
  ZUserRoutesQuery,
} from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forbidden, notFound } from '../../errors.ts';
import { defineRoute } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { navLinksFor } from './nav-links.ts';
import {
  companiesWithPortfolios,
  listCatalog,
  listCommodities,
  listCountries,
  listCurrencies,
} from './reference.queries.ts';

/**
 * The reference calls the shell makes after sign-in (spec 01 §7). They only read, so the routes
 * call the queries directly: there is no rule for a use case to hold.
 */
export function referenceRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, services, {
    method: 'GET',
    url: '/api/companies',
    summary: "The caller's companies with their portfolios.",
    access: 'member',
    query: ZCompaniesQuery,
    answer: z.array(ZCompany),
    handler: ({ caller, query }) => {
      if (query.user !== undefined && query.user !== caller.id) throw notFound('No such user.');
      return companiesWithPortfolios(services, caller);
    },
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/companies/:id',
    summary: "One of the caller's companies; 404 for anyone else's.",
    access: 'member',
    params: z.object({ id: idField }),
    answer: ZCompany,
    handler: async ({ caller, params }) => {
      const [company] = await companiesWithPortfolios(services, caller, params.id);
      if (!company) throw notFound('No such company.');
      return company;
    },
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/currencies',
    summary: 'Currencies and the pairs built from them.',
    access: 'member',
    query: ZFormatQuery,
    answer: ZCurrenciesReply,
    handler: () => listCurrencies(services),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/commodities',
    summary: 'Commodities, their units and end products.',
    access: 'member',
    query: ZFormatQuery,
    answer: ZCommoditiesReply,
    handler: () => listCommodities(services),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/countries',
    summary: 'Countries.',
    access: 'member',
    query: ZFormatQuery,
    answer: z.array(ZCountry),
    handler: () => listCountries(services),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/get_user_routes',
    summary: "The main navigation links of the caller's role.",
    access: 'member',
    query: ZUserRoutesQuery,
    answer: z.array(ZNavLink),
    handler: async ({ caller, query }) => {
      if (query.role !== undefined && query.role !== caller.role)
        throw forbidden('You may only list your own routes.');
      return navLinksFor(caller.role);
    },
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/catalogs',
    summary: 'A legal text in one language (terms and conditions, data protection); 204 when missing.',
    access: 'public',
    query: ZCatalogQuery,
    answer: z.array(ZCatalogEntry),
    handler: async ({ query }) => {
      const rows = await listCatalog(services, query.description, query.lang);
      return rows.length ? rows : undefined;
    },
  });
}
