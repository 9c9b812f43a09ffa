import type { ToolMarket } from '@cobertura/contracts';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toolMarketQuery } from '../api/toolMarketQuery.ts';
import { followMarket } from '../utils/toolMarket.ts';

/** Six letters, two different currencies: a pair the store may hold. */
const isPair = (pair: string) => /^[A-Z]{6}$/.test(pair) && pair.slice(0, 3) !== pair.slice(3);

/**
 * The stored market of `pair` (the query, for its note), and the form's market fields following it:
 * `fieldsOf` gives their texts on that market (at the form's expiry, say), and each field takes its
 * text while it still shows what the market put there last — a figure typed over stays the user's,
 * until another pair is chosen. A pair without a stored market leaves the fields as they are.
 */
export function useMarketFollow<Values extends object, K extends keyof Values & string>(
  form: UseFormReturnType<Values>,
  pair: string,
  fieldsOf: (market: ToolMarket) => Partial<Record<K, string>>,
) {
  const market = useQuery({ ...toolMarketQuery(pair), enabled: isPair(pair) });
  // What the market put in each field last, and for which pair.
  const filled = useRef<{ pair: string | null; fields: Partial<Record<K, string>> }>({
    pair: null,
    fields: {},
  });
  const next = market.data ? (fieldsOf(market.data) as Record<K, string>) : null;
  // The market arrives from the server and the expiry changes with typing: the fields catch up
  // after the render that saw either (nothing is set when they already show it). Figures typed for
  // another pair are not this one's: a new pair's market takes every field.
  useEffect(() => {
    if (!next || !market.data) return;
    const isNewPair = filled.current.pair !== null && filled.current.pair !== market.data.pair;
    const values = form.getValues() as Record<K, string>;
    const updates = followMarket(values, isNewPair ? values : filled.current.fields, next);
    filled.current = { pair: market.data.pair, fields: { ...filled.current.fields, ...next } };
    if (Object.keys(updates).length > 0) form.setValues(updates as Partial<Values>);
  });
  return market;
}
