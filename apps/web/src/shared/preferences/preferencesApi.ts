import type { TSavePreferencesRequest, UserPreferences } from '@cobertura/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

/** The user's screen preferences (spec 02 §3 `datamodel_choices` and the other groups). */
export const preferencesApi = {
  read: () => apiRequest<UserPreferences>('/api/preferences'),
  /** The groups given replace the stored ones; the others stay. */
  save: (body: TSavePreferencesRequest) =>
    apiRequest<UserPreferences>('/api/save_custom_overview', { method: 'POST', body }),
};

export const preferencesQuery = () =>
  queryOptions({
    queryKey: ['preferences'],
    queryFn: preferencesApi.read,
    staleTime: Number.POSITIVE_INFINITY,
  });
