import {
  ZCachedDataArgs,
  ZCommodityHistoryArgs,
  ZCommodityHistoryRow,
  ZCommodityTechnicalArgs,
  ZCommodityValuationArgs,
  ZCurrencyTechnicalArgs,
  ZCurrencyValuationArgs,
  ZEtfHistoryArgs,
  ZFuturesHistoryArgs,
  ZHistoryRow,
  ZIndexHistoryArgs,
  ZInterestRateHistoryArgs,
  ZRateHistoryRow,
  ZTechnicalRow,
  ZValuationInputRow,
} from '@cobertura/contracts';
import { defineOperation, type GraphqlArea } from '../../graphql/operation.ts';
import { sdlFields } from '../../graphql/sdl-fields.ts';
import type { Services } from '../../services.ts';
import { readCachedData } from './read-cached-data.ts';
import { readCommodityHistory } from './read-commodity-history.ts';
import { readHistory } from './read-history.ts';
import { readRateHistory } from './read-rate-history.ts';
import { readTechnical } from './read-technical.ts';
import { readValuationInputs } from './read-valuation-inputs.ts';
import { DEFAULT_INDICATOR_PARAMETERS } from './technical-rows.ts';

const marketsScreen = { screen: 'markets' } as const;
const history = 'observation_date: String, format: String';
/** Tenors answered when a valuation-input operation names none: 1 week to 1 year. */
const DEFAULT_TENOR_DAYS = [7, 30, 60, 90, 180, 270, 365];

/**
 * GraphQL adapter of the market reads (spec 02 §7): the history and valuation-input operations and
 * getRedisData, calling the same use cases as `/api/markets/*`. An instrument the catalogue does not
 * hold, or one of another kind than the operation reads, is 'Unsupported asset type'.
 */
export function marketsGraphql(services: Services): GraphqlArea {
  const rowsOf = async (types: Parameters<typeof readHistory>[2], ids: string[], from?: string | null) => {
    const rows = [];
    for (const id of ids) {
      const { instrument, rows: bars } = await readHistory(
        services,
        { instrument: id, from: from ?? undefined },
        types,
      );
      rows.push(...bars.map((bar) => ({ ...bar, instrument: instrument.id })));
    }
    return rows;
  };
  const technical = (instrument: string, from: string | null | undefined, type: 'currency' | 'commodity') =>
    readTechnical(
      services,
      { instrument, from: from ?? undefined, parameters: DEFAULT_INDICATOR_PARAMETERS },
      [type],
    ).then(({ rows }) => rows);
  return {
    types: /* GraphQL */ `
      "A stored daily bar of an instrument (spec 02 §3 historical price row)."
      type HistoryRow {
${sdlFields(ZHistoryRow.shape)}
      }
      "A bar with its technical indicators (markets_choices.mmov defaults), null during their warm-up."
      type TechnicalRow {
${sdlFields(ZTechnicalRow.shape)}
      }
      "A commodity bar with its contract month, last trading date and position (1 = front)."
      type CommodityHistoryRow {
${sdlFields(ZCommodityHistoryRow.shape)}
      }
      "An interest rate (percent a year) with its term's expiry from that day."
      type RateHistoryRow {
${sdlFields(ZRateHistoryRow.shape)}
      }
      "Valuation inputs of one tenor: fwd, r and rf continuously compounded, d0, smile c0 + c1·m + c2·m²."
      type ValuationInput {
${sdlFields(ZValuationInputRow.shape)}
      }
    `,
    operations: [
      defineOperation({
        type: 'Query',
        name: 'technical_analysis_historical',
        signature: `(currency: String!, ${history}): [TechnicalRow!]!`,
        description: "A pair's daily bars with their indicators, from observation_date.",
        access: marketsScreen,
        args: ZCurrencyTechnicalArgs,
        resolve: ({ args }) => technical(args.currency, args.observation_date, 'currency'),
      }),
      defineOperation({
        type: 'Query',
        name: 'commodity_technical_analysis_historical',
        signature: `(commodity: String!, ${history}): [TechnicalRow!]!`,
        description: "A commodity's continuous daily bars with their indicators, from observation_date.",
        access: marketsScreen,
        args: ZCommodityTechnicalArgs,
        resolve: ({ args }) => technical(args.commodity, args.observation_date, 'commodity'),
      }),
      defineOperation({
        type: 'Query',
        name: 'commodity_history',
        signature: `(commodity: String!, contract: String, contract_month_year: String, ${history}): [CommodityHistoryRow!]!`,
        description:
          "A commodity's bars: a contract month, the n-th contract in force, or the continuous series.",
        access: marketsScreen,
        args: ZCommodityHistoryArgs,
        resolve: ({ args }) =>
          readCommodityHistory(services, {
            commodity: args.commodity,
            contract: args.contract,
            contractMonth: args.contract_month_year,
            from: args.observation_date,
          }),
      }),
      defineOperation({
        type: 'Query',
        name: 'etf_history',
        signature: `(etfs: [String!]!, ${history}): [HistoryRow!]!`,
        description: 'The daily bars of ETFs, from observation_date.',
        access: marketsScreen,
        args: ZEtfHistoryArgs,
        resolve: ({ args }) => rowsOf(['etf'], args.etfs, args.observation_date),
      }),
      defineOperation({
        type: 'Query',
        name: 'futures_history',
        signature: `(futures: [String!]!, ${history}): [HistoryRow!]!`,
        description: 'The daily bars of futures, from observation_date.',
        access: marketsScreen,
        args: ZFuturesHistoryArgs,
        resolve: ({ args }) => rowsOf(['futures'], args.futures, args.observation_date),
      }),
      defineOperation({
        type: 'Query',
        name: 'index_history',
        signature: `(index: String!, ${history}): [HistoryRow!]!`,
        description: "An index's daily bars, from observation_date.",
        access: marketsScreen,
        args: ZIndexHistoryArgs,
        resolve: ({ args }) => rowsOf(['index'], [args.index], args.observation_date),
      }),
      defineOperation({
        type: 'Query',
        name: 'interest_rate_historical',
        signature: `(interest_rate: String!, ${history}): [RateHistoryRow!]!`,
        description: "An interest rate's daily values, from observation_date.",
        access: marketsScreen,
        args: ZInterestRateHistoryArgs,
        resolve: ({ args }) =>
          readRateHistory(services, { instrument: args.interest_rate, from: args.observation_date }),
      }),
      defineOperation({
        type: 'Query',
        name: 'currency_valuation_inputs',
        signature:
          '(currency: String!, days_to_expiration: [Int!], format: String, last: Boolean, observation_date: String): [ValuationInput!]!',
        description: "A pair's valuation inputs per tenor on observation_date (last: the newest stored day).",
        access: 'member',
        args: ZCurrencyValuationArgs,
        resolve: ({ args }) =>
          readValuationInputs(
            services,
            {
              instrument: args.currency,
              days: args.days_to_expiration ?? DEFAULT_TENOR_DAYS,
              date: args.last ? undefined : (args.observation_date ?? undefined),
            },
            ['currency'],
          ),
      }),
      defineOperation({
        type: 'Query',
        name: 'commodity_valuation_inputs',
        signature:
          '(commodity: String!, days_to_expiration: [Int!], last: Boolean, refresh: Boolean, observation_date: String): [ValuationInput!]!',
        description:
          "A commodity's valuation inputs per tenor from its futures curve (last: the newest stored day).",
        access: 'member',
        args: ZCommodityValuationArgs,
        resolve: ({ args }) =>
          readValuationInputs(
            services,
            {
              instrument: args.commodity,
              days: args.days_to_expiration ?? DEFAULT_TENOR_DAYS,
              date: args.last ? undefined : (args.observation_date ?? undefined),
            },
            ['commodity'],
          ),
      }),
      defineOperation({
        type: 'Query',
        name: 'getRedisData',
        signature: '(key: String!): String',
        description:
          'A cached series or spot as JSON text (read from the database when not cached); null for other keys.',
        access: 'member',
        args: ZCachedDataArgs,
        resolve: ({ args, caller }) => readCachedData(services, caller, args.key),
      }),
    ],
  };
}
