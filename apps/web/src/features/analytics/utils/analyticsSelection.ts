import type { Company, Portfolio, UserPreferences } from '@cobertura/contracts';
import { type AssetKind, pick, type Underlying } from '../../../shared/selection/selectionCascade.ts';

type AnalyticsChoices = UserPreferences['analytics_choices'];

/** What the user asked for (saved in `analytics_choices`); any part may be missing or stale. */
export interface WantedAnalytics {
  company?: number | undefined;
  portfolios?: readonly number[] | undefined;
  underlying?: Underlying | undefined;
}

/** The selection in force and the options of each step. */
export interface AnalyticsSelection {
  companies: readonly Company[];
  company: Company | undefined;
  /** The company's shown portfolios. */
  portfolioOptions: readonly Portfolio[];
  portfolios: readonly Portfolio[];
  /** The pairs (codes) or commodities (ids) the selected portfolios hold, in order, once each. */
  underlyings: readonly Underlying[];
  underlying: Underlying | undefined;
}

const assetsOf = (portfolio: Portfolio, kind: AssetKind): readonly Underlying[] =>
  kind === 'currency' ? portfolio.fk_currency : portfolio.fk_idcommodity;

/**
 * The Analytics cascade (spec 02 §4 "Selection cascade"): company → one or more of its shown
 * portfolios → a pair or commodity they hold. The wanted portfolios that are among the options and
 * hold assets of the kind stay; when none does, the first portfolio holding assets of the kind is
 * taken (else the first one), and an underlying outside the options falls back to the first, as My
 * Data's cascade does. The saved portfolios are shared by both kinds, so a choice made on currencies
 * must not leave the commodity screens with nothing to value.
 */
export function resolveAnalyticsSelection(
  companies: readonly Company[],
  kind: AssetKind,
  wanted: WantedAnalytics,
): AnalyticsSelection {
  const company = pick(companies, (c) => c.pk_idcompany === wanted.company);
  const portfolioOptions = company?.portfolios.filter((p) => p.show) ?? [];
  const chosen = portfolioOptions.filter(
    (p) => wanted.portfolios?.includes(p.pk_idportfolio) && assetsOf(p, kind).length > 0,
  );
  const fallback = pick(portfolioOptions, (p) => assetsOf(p, kind).length > 0);
  const portfolios = chosen.length > 0 ? chosen : fallback ? [fallback] : [];
  const underlyings = [...new Set(portfolios.flatMap((p) => assetsOf(p, kind)))];
  const underlying = pick(underlyings, (u) => u === wanted.underlying);
  return { companies, company, portfolioOptions, portfolios, underlyings, underlying };
}

/** The saved choices as the cascade reads them: the underlying of the asset kind shown. */
export function wantedFromChoices(choices: AnalyticsChoices, kind: AssetKind): WantedAnalytics {
  return {
    company: choices.selected_company ?? undefined,
    portfolios: choices.selected_portfolio,
    underlying: kind === 'currency' ? choices.selected_currencies[0] : choices.selected_commodities[0],
  };
}

/**
 * A resolved selection as `analytics_choices` keeps it; the other kind's saved underlying stays, so
 * switching between currencies and commodities keeps both choices.
 */
export function choicesOf(
  selection: Pick<AnalyticsSelection, 'company' | 'portfolios' | 'underlying'>,
  kind: AssetKind,
): Partial<AnalyticsChoices> {
  const underlying = selection.underlying === undefined ? [] : [selection.underlying];
  return {
    selected_company: selection.company?.pk_idcompany ?? null,
    selected_portfolio: selection.portfolios.map((p) => p.pk_idportfolio),
    ...(kind === 'currency'
      ? { selected_currencies: underlying.filter((u): u is string => typeof u === 'string') }
      : { selected_commodities: underlying.filter((u): u is number => typeof u === 'number') }),
  };
}
