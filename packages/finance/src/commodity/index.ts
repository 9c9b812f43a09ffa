/** The commodity analysis: totals per bucket, valuation groups, price splits, the commodity and currency risk together. */
export {
  analyseCommodity,
  COMMODITY_VALUATION_GROUPS,
  type CombinedRisk,
  type CommodityAnalysis,
  type CommodityAnalysisInput,
  type CommodityBucketTotals,
  type CommodityExposure,
  type CommodityGroupTotals,
  type CommodityValuationGroup,
  type ExpiryFilter,
  type FixationFilter,
  type FxLeg,
  type UnitScale,
} from './analyse-commodity.ts';
export {
  type CommodityFxPosition,
  type CommodityFxRisk,
  commodityFxRisk,
} from './commodity-fx-risk.ts';
export {
  FUTURES_ONLY,
  NO_PRICE_TERMS,
  type PriceFormula,
  type PriceSplit,
  type PriceTerms,
  priceFormula,
  splitPrice,
} from './price-split.ts';
