import type { UserPreferences } from '@cobertura/contracts';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverNow } from '../../api/serverClock.ts';
import { preferencesApi, preferencesQuery } from './preferencesApi.ts';

/** Several quick changes (typing a period, ticking portfolios) send one save. */
const SAVE_DELAY_MS = 600;

type ChoiceGroup = 'markets_choices' | 'analytics_choices' | 'optimizer_choices';

/**
 * One screen's group of the user's preferences (spec 02 §3 `markets_choices` and the others): the
 * stored group, or `defaults` until it arrives. A change shows at once and is saved shortly after
 * through `save_custom_overview`; `savedAt` is when the last save was answered (the 'Saved:'
 * legend), whatever the answer.
 */
export function usePreferenceGroup<G extends ChoiceGroup>(group: G, defaults: UserPreferences[G]) {
  const queryClient = useQueryClient();
  const preferences = useQuery(preferencesQuery());
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const choices = preferences.data?.[group] ?? defaults;
  const stored = () => queryClient.getQueryData(preferencesQuery().queryKey)?.[group] ?? choices;

  const send = useDebouncedCallback(
    (next: UserPreferences[G]) => {
      void preferencesApi
        .save({ [group]: next })
        .catch(() => {
          // A choice that did not save is a convenience lost; the screen keeps showing it.
        })
        .finally(() => setSavedAt(serverNow()));
    },
    // Leaving the screen within the delay still saves the last change.
    { delay: SAVE_DELAY_MS, flushOnUnmount: true },
  );

  const update = (changes: Partial<UserPreferences[G]>) => {
    const current = queryClient.getQueryData(preferencesQuery().queryKey);
    const next = { ...stored(), ...changes };
    if (current) queryClient.setQueryData(preferencesQuery().queryKey, { ...current, [group]: next });
    send(next);
  };

  return { choices, isPending: preferences.isPending, savedAt, update, stored };
}
