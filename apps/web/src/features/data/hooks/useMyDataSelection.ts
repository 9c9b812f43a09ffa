import type { UserPreferences } from '@cobertura/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { preferencesApi, preferencesQuery } from '../../../shared/preferences/preferencesApi.ts';
import { referenceQueries } from '../../../shared/reference/referenceQueries.ts';
import {
  type AssetKind,
  resolveSelection,
  type Underlying,
  underlyingOf,
} from '../../../shared/selection/selectionCascade.ts';
import { NAV_ASSETS, useNavAsset } from '../../../shared/selection/useNavAsset.ts';
import { useUser } from '../../../shared/session/useUser.ts';
import { rememberedChoice, wantedSelection } from '../utils/savedChoices.ts';
import { sheetNumberOf } from '../utils/sheets.ts';

type DatamodelChoices = UserPreferences['datamodel_choices'];

const idOf = (text: string | null) => (text === null || text === '' ? undefined : Number(text));

/**
 * My Data's selection: the companies the shell loaded, the top bar's asset switch, and the choices
 * kept in the address (`company`, `portfolio`, `asset`), else in the user's `datamodel_choices`
 * preference, resolved through the cascade. Choosing a step keeps the later ones in the address; the
 * cascade drops those that no longer fit. Every choice is also saved in the preference.
 */
export function useMyDataSelection() {
  const [params, setParams] = useSearchParams();
  const [navAsset] = useNavAsset();
  const kind: AssetKind = navAsset === NAV_ASSETS.commodities ? 'commodity' : 'currency';
  const queryClient = useQueryClient();
  const user = useUser();
  const userId = user.data?.pk_idusers;
  const companies = useQuery({ ...referenceQueries.companies(userId ?? 0), enabled: userId !== undefined });
  const preferences = useQuery(preferencesQuery());
  const stored = preferences.data?.datamodel_choices;
  const selection = resolveSelection(
    companies.data ?? [],
    kind,
    wantedSelection(
      {
        company: idOf(params.get('company')),
        portfolio: idOf(params.get('portfolio')),
        underlying: underlyingOf(params.get('asset'), kind),
      },
      stored,
      kind,
    ),
  );

  const choose = (changes: Record<string, string | number | undefined>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );

  /** Saves the choice in `datamodel_choices` (the other groups stay as stored). */
  const remember = (changes: Partial<DatamodelChoices>) => {
    if (!preferences.data || !stored) return;
    const group = { ...stored, ...changes };
    queryClient.setQueryData(preferencesQuery().queryKey, { ...preferences.data, datamodel_choices: group });
    void preferencesApi.save({ datamodel_choices: group }).catch(() => {
      // A preference that did not save is only a convenience lost: the address still holds the choice.
    });
  };
  const current = {
    company: selection.company?.pk_idcompany,
    portfolio: selection.portfolio?.pk_idportfolio,
    underlying: selection.underlying,
  };

  return {
    kind,
    selection,
    companies,
    /** Whether the companies or the saved choices are still on their way. */
    isPending: companies.isPending || preferences.isPending,
    chooseCompany: (id: number) => {
      choose({ company: id, portfolio: undefined, asset: undefined });
      remember(rememberedChoice(kind, { company: id }));
    },
    choosePortfolio: (id: number) => {
      choose({ portfolio: id });
      remember(rememberedChoice(kind, { ...current, portfolio: id, underlying: undefined }));
    },
    chooseUnderlying: (underlying: Underlying) => {
      choose({ asset: underlying });
      remember(rememberedChoice(kind, { ...current, underlying }));
    },
    chooseView: (view: string) => {
      choose({ view });
      const sheet = sheetNumberOf(view);
      remember({ selected_sheet: sheet, selected_nav: sheet });
    },
  };
}
