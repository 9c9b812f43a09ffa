import { type DateOrderSetting, dateOrderFor } from '@cobertura/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { preferencesApi, preferencesQuery } from './preferencesApi.ts';

/**
 * The user's date order (a preference set in Profile): how dates written in figures (a/b/yyyy) are
 * read in the grid and in imports. `order` is the one to read with: the setting, else the language's
 * (see dateOrderFor). `choose` saves a new setting, shown at once.
 */
export function useDateOrder() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const preferences = useQuery(preferencesQuery());
  const saving = useMutation({
    mutationFn: (next: DateOrderSetting) => preferencesApi.save({ date_order: next }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesQuery().queryKey, saved),
  });
  const setting: DateOrderSetting =
    (saving.isPending ? saving.variables : undefined) ?? preferences.data?.date_order ?? 'language';
  return {
    setting,
    order: dateOrderFor(setting, language),
    isPending: preferences.isPending,
    choose: (next: DateOrderSetting) => saving.mutateAsync(next),
  };
}
