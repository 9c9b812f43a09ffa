/** What other features may use of the analytics area (the only module they may import): how figures and their units read. */
export { ColumnUnit } from './components/ColumnUnit.tsx';
export { amountText, MISSING, percentText, rateText, rateUnitText, withUnit } from './utils/figureText.ts';
export { rateDecimals } from './utils/rateDecimals.ts';
