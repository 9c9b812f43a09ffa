import {
  PROGRAM_READ_SCREENS,
  ZAssetHistoryQuery,
  ZBudgetRateHistory,
  ZBudgetSaveAnswer,
  ZCommodityProgram,
  ZCommodityProgramQuery,
  ZProgramHistory,
  ZProgramVersion,
  ZSaveProgramRequest,
  ZUpdateCreateBudgetRequest,
  ZUpdateCreateCommodityBudgetRequest,
} from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { currentPrograms } from './current-programs.ts';
import { listBudgetRateVersions } from './list-budget-rate-versions.ts';
import { listProgramVersions } from './list-program-versions.ts';
import { saveBudgetRate } from './save-budget-rate.ts';
import { saveProgram } from './save-program.ts';

const readAccess = { screen: PROGRAM_READ_SCREENS };
const writeAccess = { screen: 'data' } as const;

/**
 * Hedging programs and budget rates per portfolio and asset. My Data writes them; the analysis
 * screens read them. Every save is a new version: nothing is overwritten.
 */
export function programsRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, services, {
    method: 'GET',
    url: '/api/programs',
    summary:
      "A portfolio's program for one pair or commodity: every version, newest (the current one) first.",
    access: readAccess,
    query: ZAssetHistoryQuery,
    answer: ZProgramHistory,
    handler: ({ query, caller }) => listProgramVersions(services, caller, query),
  });

  defineRoute(app, services, {
    method: 'PUT',
    url: '/api/programs',
    summary: "Saves a new version of a portfolio's program for one pair or commodity.",
    access: writeAccess,
    body: ZSaveProgramRequest,
    answer: ZProgramVersion,
    handler: ({ body, caller }) => saveProgram(services, caller, body),
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/commodity_program',
    summary: 'The commodity programs in force for the portfolios (spec 02 §7), on a day when one is named.',
    access: readAccess,
    query: ZCommodityProgramQuery,
    answer: z.array(ZCommodityProgram),
    handler: async ({ query, caller }) => {
      const programs = await currentPrograms(services, caller, {
        portfolios: query.portfolios,
        assets: { kind: 'commodity', ids: query.end_product },
        date: query.date,
      });
      return programs.map((p) => ({ ...p, fk_idcommodity: p.fk_idcommodity ?? 0 }));
    },
  });

  defineRoute(app, services, {
    method: 'GET',
    url: '/api/budget_rates',
    summary:
      "A portfolio's budget rate for one pair or commodity: every version, newest (the current one) first.",
    access: readAccess,
    query: ZAssetHistoryQuery,
    answer: ZBudgetRateHistory,
    handler: ({ query, caller }) => listBudgetRateVersions(services, caller, query),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/update_create_budget',
    summary: "Saves a new version of a portfolio's budget rate for a currency pair (spec 02 §7).",
    access: writeAccess,
    body: ZUpdateCreateBudgetRequest,
    answer: ZBudgetSaveAnswer,
    handler: ({ body, caller }) =>
      budgetSaved(caller, body, { kind: 'currency', pair: body.selected_currency }, 'selected_currency'),
  });

  defineRoute(app, services, {
    method: 'POST',
    url: '/api/update_create_commodity_budget',
    summary: "Saves a new version of a portfolio's budget rate for a commodity (spec 02 §7).",
    access: writeAccess,
    body: ZUpdateCreateCommodityBudgetRequest,
    answer: ZBudgetSaveAnswer,
    handler: ({ body, caller }) =>
      budgetSaved(
        caller,
        body,
        { kind: 'commodity', commodityId: body.selected_commodity },
        'selected_commodity',
      ),
  });

  /** The spec's budget saves (spec 02 §7): a new version, answered with its `successful` message. */
  async function budgetSaved(
    caller: Caller,
    body: { companies: number | number[]; selected_portfolio: number; budget_rate: number },
    asset: Parameters<typeof saveBudgetRate>[2]['asset'],
    field: string,
  ) {
    const budget = await saveBudgetRate(services, caller, {
      companies: body.companies,
      portfolioId: body.selected_portfolio,
      asset,
      rate: body.budget_rate,
      field,
    });
    return { message: 'successful' as const, budget };
  }
}
