import { type UserPreferences, ZOverviewChoices } from '@cobertura/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { preferencesApi, preferencesQuery } from '../../../shared/preferences/preferencesApi.ts';

type OverviewChoices = UserPreferences['overview_choices'];

/** Until the preferences arrive: the spec's 20 instruments. */
const DEFAULT_CHOICES: OverviewChoices = ZOverviewChoices.parse({});

/** The user's Overview instruments, in their order (`overview_choices.selected_values`), and their save. */
export function useOverviewChoices() {
  const queryClient = useQueryClient();
  const preferences = useQuery(preferencesQuery());
  const choices = preferences.data?.overview_choices ?? DEFAULT_CHOICES;
  return {
    instruments: choices.selected_values,
    isPending: preferences.isPending,
    /** Shows the new list at once and saves it; resolves when the server has it. */
    save: async (selected_values: string[]) => {
      const group = { ...choices, selected_values };
      const current = queryClient.getQueryData(preferencesQuery().queryKey);
      if (current)
        queryClient.setQueryData(preferencesQuery().queryKey, { ...current, overview_choices: group });
      await preferencesApi.save({ overview_choices: group });
    },
  };
}
