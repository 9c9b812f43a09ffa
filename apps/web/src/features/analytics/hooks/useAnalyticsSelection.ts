import { type UserPreferences, ZAnalyticsChoices } from '@cobertura/contracts';
import { useQuery } from '@tanstack/react-query';
import { usePreferenceGroup } from '../../../shared/preferences/usePreferenceGroup.ts';
import { referenceQueries } from '../../../shared/reference/referenceQueries.ts';
import type { AssetKind, Underlying } from '../../../shared/selection/selectionCascade.ts';
import { NAV_ASSETS, useNavAsset } from '../../../shared/selection/useNavAsset.ts';
import { useUser } from '../../../shared/session/useUser.ts';
import {
  choicesOf,
  resolveAnalyticsSelection,
  type WantedAnalytics,
  wantedFromChoices,
} from '../utils/analyticsSelection.ts';

type AnalyticsChoices = UserPreferences['analytics_choices'];

/** What a new user sees until their preferences arrive: the spec's defaults. */
const DEFAULT_CHOICES: AnalyticsChoices = ZAnalyticsChoices.parse({});

/**
 * The Analytics selection: the companies the shell loaded, the top bar's asset switch (or `only`) and the
 * user's `analytics_choices` (spec 02 §3), resolved through the cascade. A choice shows at once and
 * is saved shortly after through `save_custom_overview`; `savedAt` is when the last save was
 * answered (the 'Saved:' legend), whatever the answer.
 */
export function useAnalyticsSelection(only?: AssetKind) {
  const [navAsset] = useNavAsset();
  // A screen of one kind (the commodity analysis) names it; Analytics follows the top bar's switch.
  const kind: AssetKind = only ?? (navAsset === NAV_ASSETS.commodities ? 'commodity' : 'currency');
  const userId = useUser().data?.pk_idusers;
  const companies = useQuery({ ...referenceQueries.companies(userId ?? 0), enabled: userId !== undefined });
  const commodities = useQuery({ ...referenceQueries.commodities(), enabled: kind === 'commodity' });
  const preferences = usePreferenceGroup('analytics_choices', DEFAULT_CHOICES);
  const { choices, savedAt, update } = preferences;
  const selection = resolveAnalyticsSelection(companies.data ?? [], kind, wantedFromChoices(choices, kind));

  /** Saves what the cascade makes of the wish, so the stored choice is always one on screen. */
  const choose = (wanted: WantedAnalytics) =>
    update(choicesOf(resolveAnalyticsSelection(selection.companies, kind, wanted), kind));
  const current: WantedAnalytics = {
    company: selection.company?.pk_idcompany,
    portfolios: selection.portfolios.map((p) => p.pk_idportfolio),
    underlying: selection.underlying,
  };

  return {
    kind,
    selection,
    choices,
    commodities: commodities.data?.commodities ?? [],
    /** Whether the companies or the saved choices are still on their way. */
    isPending:
      companies.isPending || preferences.isPending || (kind === 'commodity' && commodities.isPending),
    savedAt,
    chooseCompany: (company: number) => choose({ company }),
    choosePortfolios: (portfolios: number[]) => choose({ ...current, portfolios }),
    chooseUnderlying: (underlying: Underlying) => choose({ ...current, underlying }),
    chooseSection: (section: number) => update({ selected_nav: section }),
  };
}
