import {
  DEFAULT_SERIES_ROWS,
  DEFAULT_TECHNICAL_ROWS,
  MAX_SERIES_ROWS,
  MAX_TECHNICAL_ROWS,
  SERIES_READ_SCREENS,
  SPOT_READ_SCREENS,
  VALUATION_INPUT_READ_SCREENS,
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

const marketsScreen = { screen: SERIES_READ_SCREENS } as const;
const valuationInputScreens = { screen: VALUATION_INPUT_READ_SCREENS } as const;
/** getRedisData reads a spot or a series: each key is checked against its own screens. */
const cachedDataScreens = { screen: [...new Set([...SPOT_READ_SCREENS, ...SERIES_READ_SCREENS])] } as const;
/** How a history operation pages, for its description. */
const paged = (fallback: number, max: number) =>
  ` The newest \`limit\` rows (default ${fallback}, at most ${max}) dated before \`before\`; to read older rows, ask again with \`before\` set to the first row's date. A limit over ${max} is refused (VALIDATION_FAILED).`;
// What each read weighs in the GraphQL cost (a plain read is 1, about 5 ms), measured on the demo
// with arguments that miss the caches: indicators over a window ~190 ms, valuation inputs ~400 ms,
// a cached series up to 2,000 bars (500 KB), a page of stored bars.
const TECHNICAL_COST = 20;
const VALUATION_INPUTS_COST = 20;
const CACHED_SERIES_COST = 10;
const HISTORY_COST = 5;
/** Tenors answered when a valuation-input operation names none: 1 week to 1 year. */
const DEFAULT_TENOR_DAYS = [7, 30, 60, 90, 180, 270, 365];

/**
 * GraphQL adapter of the market reads (spec 02 §7): the history and valuation-input operations and
 * getRedisData, calling the same use cases as `/api/markets/*`. An instrument the catalogue does not
 * hold, or one of another kind than the operation reads, is 'Unsupported asset type'.
 */
export function marketsGraphql(services: Services): GraphqlArea {
  const rowsOf = async (
    types: Parameters<typeof readHistory>[2],
    ids: string[],
    args: { observation_date?: string | null; before?: string | null; limit: number },
  ) => {
    const rows = [];
    for (const id of ids) {
      const { instrument, rows: bars } = await readHistory(
        services,
        { instrument: id, from: args.observation_date ?? undefined, before: args.before, limit: args.limit },
        types,
      );
      rows.push(...bars.map((bar) => ({ ...bar, instrument: instrument.id })));
    }
    return rows;
  };
  const technical = (
    instrument: string,
    args: { observation_date?: string | null; before?: string | null; limit: number },
    type: 'currency' | 'commodity',
  ) =>
    readTechnical(
      services,
      {
        instrument,
        from: args.observation_date ?? undefined,
        before: args.before,
        limit: args.limit,
        parameters: DEFAULT_INDICATOR_PARAMETERS,
      },
      [type],
    ).then(({ rows }) => rows);
  const valuationInputs = (
    instrument: string,
    args: { days_to_expiration?: number[] | null; last?: boolean | null; observation_date?: string | null },
    type: 'currency' | 'commodity',
  ) =>
    readValuationInputs(
      services,
      {
        instrument,
        days: args.days_to_expiration ?? DEFAULT_TENOR_DAYS,
        date: args.last ? undefined : (args.observation_date ?? undefined),
      },
      [type],
    );
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
        cost: TECHNICAL_COST,
        returns: '[TechnicalRow!]!',
        description: `A pair's daily bars with their indicators, from observation_date.${paged(DEFAULT_TECHNICAL_ROWS, MAX_TECHNICAL_ROWS)}`,
        access: marketsScreen,
        args: ZCurrencyTechnicalArgs,
        resolve: ({ args }) => technical(args.currency, args, 'currency'),
      }),
      defineOperation({
        type: 'Query',
        name: 'commodity_technical_analysis_historical',
        cost: TECHNICAL_COST,
        returns: '[TechnicalRow!]!',
        description: `A commodity's continuous daily bars with their indicators, from observation_date.${paged(DEFAULT_TECHNICAL_ROWS, MAX_TECHNICAL_ROWS)}`,
        access: marketsScreen,
        args: ZCommodityTechnicalArgs,
        resolve: ({ args }) => technical(args.commodity, args, 'commodity'),
      }),
      defineOperation({
        type: 'Query',
        name: 'commodity_history',
        cost: HISTORY_COST,
        returns: '[CommodityHistoryRow!]!',
        description: `A commodity's bars: a contract month, the n-th contract in force, or the continuous series.${paged(DEFAULT_SERIES_ROWS, MAX_SERIES_ROWS)}`,
        access: marketsScreen,
        args: ZCommodityHistoryArgs,
        resolve: ({ args }) =>
          readCommodityHistory(services, {
            commodity: args.commodity,
            contract: args.contract,
            contractMonth: args.contract_month_year,
            from: args.observation_date,
            before: args.before,
            limit: args.limit,
          }),
      }),
      defineOperation({
        type: 'Query',
        name: 'etf_history',
        cost: HISTORY_COST,
        returns: '[HistoryRow!]!',
        description: `The daily bars of ETFs, from observation_date: the newest \`limit\` of each dated before \`before\`, at most ${MAX_SERIES_ROWS} rows in all (by default as many of each as that allows, up to ${DEFAULT_SERIES_ROWS}); read one ETF at a time to page back.`,
        access: marketsScreen,
        args: ZEtfHistoryArgs,
        resolve: ({ args }) => rowsOf(['etf'], args.etfs, args),
      }),
      defineOperation({
        type: 'Query',
        name: 'futures_history',
        cost: HISTORY_COST,
        returns: '[HistoryRow!]!',
        description: `The daily bars of futures, from observation_date: the newest \`limit\` of each dated before \`before\`, at most ${MAX_SERIES_ROWS} rows in all (by default as many of each as that allows, up to ${DEFAULT_SERIES_ROWS}); read one future at a time to page back.`,
        access: marketsScreen,
        args: ZFuturesHistoryArgs,
        resolve: ({ args }) => rowsOf(['futures'], args.futures, args),
      }),
      defineOperation({
        type: 'Query',
        name: 'index_history',
        cost: HISTORY_COST,
        returns: '[HistoryRow!]!',
        description: `An index's daily bars, from observation_date.${paged(DEFAULT_SERIES_ROWS, MAX_SERIES_ROWS)}`,
        access: marketsScreen,
        args: ZIndexHistoryArgs,
        resolve: ({ args }) => rowsOf(['index'], [args.index], args),
      }),
      defineOperation({
        type: 'Query',
        name: 'interest_rate_historical',
        cost: HISTORY_COST,
        returns: '[RateHistoryRow!]!',
        description: `An interest rate's daily values, from observation_date.${paged(DEFAULT_SERIES_ROWS, MAX_SERIES_ROWS)}`,
        access: marketsScreen,
        args: ZInterestRateHistoryArgs,
        resolve: ({ args }) =>
          readRateHistory(services, {
            instrument: args.interest_rate,
            from: args.observation_date,
            before: args.before,
            limit: args.limit,
          }),
      }),
      defineOperation({
        type: 'Query',
        name: 'currency_valuation_inputs',
        cost: VALUATION_INPUTS_COST,
        returns: '[ValuationInput!]!',
        description: "A pair's valuation inputs per tenor on observation_date (last: the newest stored day).",
        access: valuationInputScreens,
        args: ZCurrencyValuationArgs,
        resolve: ({ args }) => valuationInputs(args.currency, args, 'currency'),
      }),
      defineOperation({
        type: 'Query',
        name: 'commodity_valuation_inputs',
        cost: VALUATION_INPUTS_COST,
        returns: '[ValuationInput!]!',
        description:
          "A commodity's valuation inputs per tenor from its futures curve (last: the newest stored day).",
        access: valuationInputScreens,
        args: ZCommodityValuationArgs,
        resolve: ({ args }) => valuationInputs(args.commodity, args, 'commodity'),
      }),
      defineOperation({
        type: 'Query',
        name: 'getRedisData',
        cost: CACHED_SERIES_COST,
        returns: 'String',
        description: `A cached series or spot as JSON text (read from the database when not cached); null for other keys. A spot key (CUR_SPOT_EURUSD) answers the last bar, for the markets, analytics and advanced screens; a series key (CUR_HIST_EURUSD) answers a page of the series for the markets screen: the newest \`limit\` bars (default ${DEFAULT_SERIES_ROWS}, at most ${MAX_SERIES_ROWS}) from \`from\` and dated before \`before\`, oldest first; to read older bars, ask again with \`before\` set to the first bar's date. A limit over ${MAX_SERIES_ROWS} is refused (VALIDATION_FAILED).`,
        access: cachedDataScreens,
        args: ZCachedDataArgs,
        resolve: ({ args, caller }) => readCachedData(services, caller, args),
      }),
    ],
  };
}
