import type { IndicatorParameters } from '@cobertura/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { marketsApi, type SeriesRequest } from './marketsApi.ts';

/** Prices move during the day: reads are kept a minute, then fetched again when looked at. */
const MARKET_STALE_MS = 60_000;

/** Query options of the markets area, shared by the Markets and Overview screens. */
export const marketsQueries = {
  all: ['markets'] as const,
  catalog: () =>
    queryOptions({
      queryKey: ['markets', 'catalog'],
      queryFn: marketsApi.catalog,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  history: (request: SeriesRequest) =>
    queryOptions({
      queryKey: ['markets', 'history', request],
      queryFn: () => marketsApi.history(request),
      staleTime: MARKET_STALE_MS,
    }),
  technical: (request: SeriesRequest, mmov: IndicatorParameters) =>
    queryOptions({
      queryKey: ['markets', 'technical', request, mmov],
      queryFn: () => marketsApi.technical(request, mmov),
      staleTime: MARKET_STALE_MS,
      // Another period or window keeps the chart shown until the new rows arrive.
      placeholderData: keepPreviousData,
    }),
  contracts: (commodity: string) =>
    queryOptions({
      queryKey: ['markets', 'contracts', commodity],
      queryFn: () => marketsApi.contracts(commodity),
      staleTime: MARKET_STALE_MS,
    }),
  moves: (type: Parameters<typeof marketsApi.moves>[0]) =>
    queryOptions({
      queryKey: ['markets', 'moves', type],
      queryFn: () => marketsApi.moves(type),
      staleTime: MARKET_STALE_MS,
    }),
  quotes: (instruments: readonly string[]) =>
    queryOptions({
      queryKey: ['markets', 'quotes', instruments],
      queryFn: () => marketsApi.quotes(instruments),
      staleTime: MARKET_STALE_MS,
    }),
  curve: (currency: string, date?: string) =>
    queryOptions({
      queryKey: ['markets', 'curve', currency, date ?? null],
      queryFn: () => marketsApi.curve(currency, date),
      staleTime: MARKET_STALE_MS,
    }),
};
