import type { Company, Portfolio } from '@cobertura/contracts';

/** The kind of asset the top bar's switch chose (spec 01 §9): currencies 0, commodities 1. */
export type AssetKind = 'currency' | 'commodity';

/** An underlying: a currency pair's code (`USDCOP`) or a commodity's id. */
export type Underlying = string | number;

/** What the user asked for (from the address or a preference); any part may be missing or stale. */
export interface WantedSelection {
  company?: number | undefined;
  portfolio?: number | undefined;
  underlying?: Underlying | undefined;
}

/** The selection in force and the options of each step of the cascade. */
export interface Selection {
  companies: readonly Company[];
  company: Company | undefined;
  portfolios: readonly Portfolio[];
  portfolio: Portfolio | undefined;
  /** The selected portfolio's assets of the chosen kind: pair codes or commodity ids. */
  underlyings: readonly Underlying[];
  underlying: Underlying | undefined;
}

/** The option `isWanted` finds, else the first option (spec 02 §4 "Selection cascade"). */
export function pick<T>(options: readonly T[], isWanted: (option: T) => boolean): T | undefined {
  return options.find(isWanted) ?? options[0];
}

/**
 * The selection cascade of My Data: company → its shown portfolios → the portfolio's assets of
 * the chosen kind → the underlying. Each step's options come from the step before, and a choice
 * outside its options falls back to the first option (for the portfolio, the first that holds
 * assets of the chosen kind), so a stale address or preference still opens on something real.
 */
export function resolveSelection(
  companies: readonly Company[],
  kind: AssetKind,
  wanted: WantedSelection,
): Selection {
  const company = pick(companies, (c) => c.pk_idcompany === wanted.company);
  const portfolios = company?.portfolios.filter((p) => p.show) ?? [];
  const assetsOf = (p: Portfolio | undefined): readonly Underlying[] =>
    (kind === 'currency' ? p?.fk_currency : p?.fk_idcommodity) ?? [];
  // Without a choice that fits, the first portfolio holding assets of the chosen kind, if any.
  const portfolio =
    portfolios.find((p) => p.pk_idportfolio === wanted.portfolio) ??
    pick(portfolios, (p) => assetsOf(p).length > 0);
  const underlyings = assetsOf(portfolio);
  const underlying = pick(underlyings, (u) => u === wanted.underlying);
  return { companies, company, portfolios, portfolio, underlyings, underlying };
}

/** An underlying as the address spells it: a pair code stays text, a commodity id becomes a number. */
export function underlyingOf(text: string | null, kind: AssetKind): Underlying | undefined {
  if (text === null || text === '') return undefined;
  if (kind === 'currency') return text.toUpperCase();
  const id = Number(text);
  return Number.isInteger(id) ? id : undefined;
}
