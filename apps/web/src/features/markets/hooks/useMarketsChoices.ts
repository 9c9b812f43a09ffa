import { type UserPreferences, ZMarketsChoices } from '@cobertura/contracts';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverNow } from '../../../api/serverClock.ts';
import { preferencesApi, preferencesQuery } from '../../data/api/preferencesApi.ts';

export type MarketsChoices = UserPreferences['markets_choices'];

/** What a new user sees until their preferences arrive: the spec's defaults. */
const DEFAULT_CHOICES: MarketsChoices = ZMarketsChoices.parse({});

/** Typing a period sends one save when the user pauses, not one per key. */
const SAVE_DELAY_MS = 600;

/**
 * The Markets screen's selections and toggles, kept in the user's `markets_choices` (spec 02 §3):
 * a change shows at once and is saved shortly after; `savedAt` is when the last save was answered
 * (the 'Saved:' legend), whatever the answer.
 */
export function useMarketsChoices() {
  const queryClient = useQueryClient();
  const preferences = useQuery(preferencesQuery());
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const choices = preferences.data?.markets_choices ?? DEFAULT_CHOICES;

  const send = useDebouncedCallback(
    (group: MarketsChoices) => {
      void preferencesApi
        .save({ markets_choices: group })
        .catch(() => {
          // A choice that did not save is a convenience lost; the screen keeps showing it.
        })
        .finally(() => setSavedAt(serverNow()));
    },
    // Leaving the screen within the delay still saves the last change.
    { delay: SAVE_DELAY_MS, flushOnUnmount: true },
  );

  const update = (changes: Partial<MarketsChoices>) => {
    const current = queryClient.getQueryData(preferencesQuery().queryKey);
    const group = { ...(current?.markets_choices ?? choices), ...changes };
    if (current)
      queryClient.setQueryData(preferencesQuery().queryKey, { ...current, markets_choices: group });
    send(group);
  };

  return {
    choices,
    isPending: preferences.isPending,
    savedAt,
    update,
    updateView: (changes: Partial<MarketsChoices['view']>) =>
      update({
        view: {
          ...(queryClient.getQueryData(preferencesQuery().queryKey)?.markets_choices.view ?? choices.view),
          ...changes,
        },
      }),
  };
}
