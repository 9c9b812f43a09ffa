import { formatNumber } from '../../../utils/format.ts';

/** A program's percentage (0 to 100) as the user reads it: at most one decimal (spec 02 §9), e.g. "87.5 %". */
export const percentText = (value: number, lang: string) =>
  `${formatNumber(value, lang, Number.isInteger(value) ? 0 : 1)} %`;
