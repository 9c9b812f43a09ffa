import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZConsolidationReply, ZPastPerformanceReply, ZPortfolioValuationReply } from './analytics.ts';
import { ZAdvancedAnalyticsReply } from './analytics-advanced.ts';
import { ZRiskReply } from './analytics-risk.ts';
import { ZCommodityAnalysisReply } from './commodity-analysis.ts';
import { pairUnits, quotationUnits } from './figure-units.ts';
import {
  ZBacktestReply,
  ZOpenExposureReply,
  ZPriceStrategiesReply,
  ZQuoteCheckReply,
  ZSimulationReply,
  ZZeroCostReply,
} from './optimizer.ts';

/** The keys that name what the figures below them count. */
const UNIT_KEYS = ['amounts_currency', 'quantity_unit'];

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * The paths of the number fields of a schema that no object on their way names a unit for: each
 * object may carry `amounts_currency` or `quantity_unit`, which covers every figure beneath it.
 */
function numbersWithoutUnit(schema: z.ZodType, path = '', isCovered = false): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'number':
      return isCovered ? [] : [path];
    case 'object': {
      const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
      const covers = isCovered || UNIT_KEYS.some((key) => key in shape);
      return Object.entries(shape).flatMap(([key, field]) =>
        numbersWithoutUnit(field, path ? `${path}.${key}` : key, covers),
      );
    }
    case 'array':
      return numbersWithoutUnit(def.element as z.ZodType, `${path}[]`, isCovered);
    case 'nullable':
    case 'optional':
    case 'default':
    case 'readonly':
      return numbersWithoutUnit(def.innerType as z.ZodType, path, isCovered);
    case 'pipe':
      return numbersWithoutUnit(def.out as z.ZodType, path, isCovered);
    case 'union':
      return (def.options ?? []).flatMap((option) => numbersWithoutUnit(option, path, isCovered));
    case 'record':
      return numbersWithoutUnit(def.valueType as z.ZodType, `${path}{}`, isCovered);
    default:
      return [];
  }
}

/**
 * Every reply that carries money or quantities, with the numbers of its own that are neither: the
 * call's settings (confidence, horizon, paths, the run's seed), which are not amounts.
 */
const REPLIES: [string, z.ZodType, string[]][] = [
  ['portfolio valuation', ZPortfolioValuationReply, []],
  ['risk', ZRiskReply, ['confidence', 'horizon_days', 'paths', 'seed']],
  ['past view', ZPastPerformanceReply, []],
  ['advanced analytics', ZAdvancedAnalyticsReply, ['confidence']],
  ['commodity analysis', ZCommodityAnalysisReply, []],
  ['consolidated position', ZConsolidationReply, []],
  ['optimizer pricing', ZPriceStrategiesReply, []],
  ['optimizer zero cost', ZZeroCostReply, []],
  ['optimizer quote check', ZQuoteCheckReply, []],
  ['optimizer open exposure', ZOpenExposureReply, []],
  ['optimizer simulation', ZSimulationReply, []],
  ['optimizer back-test', ZBacktestReply, []],
];

describe('figure units', () => {
  it.each(REPLIES)(
    'every amount of the %s reply sits under a named currency or unit',
    (_, schema, settings) => {
      expect(numbersWithoutUnit(schema)).toEqual(settings);
    },
  );

  it('finds an amount left without a unit', () => {
    const bare = ZQuoteCheckReply.omit({ amounts_currency: true, quantity_unit: true });
    expect(numbersWithoutUnit(bare)).toEqual([
      'fair_value',
      'margin',
      'margin_bps',
      'forward',
      'notional_today',
    ]);
  });

  it("names a pair's money in its quote currency and its quantities in its base", () => {
    expect(pairUnits('USDCOP')).toEqual({
      amounts_currency: 'COP',
      quantity_unit: 'USD',
      rate_unit: 'COP per USD',
    });
  });

  it("names a commodity's money in its currency and its quantities in its quotation's unit", () => {
    expect(quotationUnits('MYR', 'MYR/mt')).toEqual({
      amounts_currency: 'MYR',
      quantity_unit: 'mt',
      rate_unit: 'MYR per mt',
    });
    expect(quotationUnits(null, 'USD/bbl').amounts_currency).toBe('USD');
    expect(quotationUnits(null, null)).toEqual({
      amounts_currency: null,
      quantity_unit: null,
      rate_unit: null,
    });
  });
});
