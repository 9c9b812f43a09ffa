import type { CatalogInstrument } from '@cobertura/contracts';
import type { useMarketsChoices } from '../hooks/useMarketsChoices.ts';

/** What each section of the Markets screen is given: the catalogue, the saved choices and today. */
export interface MarketSectionProps {
  catalog: readonly CatalogInstrument[];
  markets: ReturnType<typeof useMarketsChoices>;
  /** The server's today (YYYY-MM-DD), which the history windows count back from. */
  today: string;
}

/** The instrument picker's lists (spec 02 §2 asset kinds: currency, commodity, index). */
export const PICKER_TYPES = ['currency', 'commodity', 'index'] as const;

/** An instrument's short name, or its id when the catalogue does not hold it. */
export function instrumentName(catalog: readonly CatalogInstrument[], id: string): string {
  return catalog.find((instrument) => instrument.id === id)?.short_name ?? id;
}
