import type { BookKind } from '@cobertura/contracts';
import { type BookChoices, bookColumns, strategyChoices } from '../features/data/utils/bookColumns.ts';
import { i18n, type Language } from '../i18n/index.ts';

/**
 * What a book sheet offers in its drop-downs, as the sheet's tests take it: one portfolio, pair and
 * commodity, a provider, and the forward and collar of the catalogue (plus a straddle a row holds
 * outside it) labelled in `lang`.
 */
export function bookChoices(lang: Language): BookChoices {
  return {
    portfolios: [{ value: '10', label: 'Imports Colombia' }],
    pairs: ['USDCOP'],
    currencies: ['USD', 'COP'],
    commodities: [{ value: '3', label: 'BRENT' }],
    endProducts: [],
    lookups: { provider: ['Acme'] },
    strategies: strategyChoices(['FORWARD', 'COLLAR'], ['LONG STRADDLE'], i18n.getFixedT(lang)),
  };
}

/** A sheet's columns of `kind` in `lang`, offering `bookChoices`. */
export const bookColumnsIn = (kind: BookKind, lang: Language) =>
  bookColumns(kind, bookChoices(lang), i18n.getFixedT(lang), lang);
