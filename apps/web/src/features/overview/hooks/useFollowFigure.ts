import { type UserPreferences, ZAnalyticsChoices } from '@cobertura/contracts';
import { usePreferenceGroup } from '../../../shared/preferences/usePreferenceGroup.ts';
import { NAV_ASSETS, useNavAsset } from '../../../shared/selection/useNavAsset.ts';
import type { FigureLink } from '../utils/positionLinks.ts';

/** Until the preferences arrive: the spec's Analytics defaults. */
const ANALYTICS_DEFAULTS: UserPreferences['analytics_choices'] = ZAnalyticsChoices.parse({});

/**
 * What following a figure's link sets before its screen opens: the top bar's asset kind (the screens
 * show one kind at a time) and, for Analytics, its selection (kept in `analytics_choices`).
 */
export function useFollowFigure(): (link: FigureLink) => void {
  const [, setNavAsset] = useNavAsset();
  const analyticsChoices = usePreferenceGroup('analytics_choices', ANALYTICS_DEFAULTS);
  return (link) => {
    setNavAsset(link.kind === 'commodity' ? NAV_ASSETS.commodities : NAV_ASSETS.currencies);
    if (link.analyticsChoices) analyticsChoices.update(link.analyticsChoices);
  };
}
