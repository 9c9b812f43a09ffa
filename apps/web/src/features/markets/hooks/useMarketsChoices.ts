import { type UserPreferences, ZMarketsChoices } from '@cobertura/contracts';
import { usePreferenceGroup } from '../../../shared/preferences/usePreferenceGroup.ts';

export type MarketsChoices = UserPreferences['markets_choices'];

/** What a new user sees until their preferences arrive: the spec's defaults. */
const DEFAULT_CHOICES: MarketsChoices = ZMarketsChoices.parse({});

/**
 * The Markets screen's selections and toggles, kept in the user's `markets_choices` (spec 02 §3):
 * a change shows at once and is saved shortly after; `savedAt` is when the last save was answered
 * (the 'Saved:' legend), whatever the answer.
 */
export function useMarketsChoices() {
  const { choices, isPending, savedAt, update, stored } = usePreferenceGroup(
    'markets_choices',
    DEFAULT_CHOICES,
  );
  return {
    choices,
    isPending,
    savedAt,
    update,
    updateView: (changes: Partial<MarketsChoices['view']>) =>
      update({ view: { ...stored().view, ...changes } }),
  };
}
