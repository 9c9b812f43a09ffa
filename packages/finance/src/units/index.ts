/** Commodity unit conversions (the spec's factors). */
export {
  CRUDE_BARRELS_PER_TONNE,
  conversionFactor,
  convertPrice,
  convertQuantity,
  GJ_PER_MMBTU,
  LB_PER_TONNE,
  LITRES_PER_BARREL,
  TROY_OUNCES_PER_KG,
  UNIT_CONVENTIONS,
  UNIT_CONVERSIONS,
  type UnitConvention,
  type UnitConversion,
} from './conversions.ts';
export { unitScale, unitTargets } from './unit-targets.ts';
