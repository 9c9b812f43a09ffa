import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { NAV_ASSETS, useNavAsset } from '../../../app/shell/hooks/useNavAsset.ts';
import { useUser } from '../../profile/hooks/useUser.ts';
import { referenceQueries } from '../../reference/api/referenceQueries.ts';
import {
  type AssetKind,
  resolveSelection,
  type Underlying,
  underlyingOf,
} from '../utils/selectionCascade.ts';

const idOf = (text: string | null) => (text === null || text === '' ? undefined : Number(text));

/**
 * My Data's selection: the companies the shell loaded, the top bar's asset switch, and the choices
 * kept in the address (`company`, `portfolio`, `asset`), resolved through the cascade. Choosing a
 * step keeps the later ones in the address; the cascade drops those that no longer fit.
 */
export function useMyDataSelection() {
  const [params, setParams] = useSearchParams();
  const [navAsset] = useNavAsset();
  const kind: AssetKind = navAsset === NAV_ASSETS.commodities ? 'commodity' : 'currency';
  const user = useUser();
  const userId = user.data?.pk_idusers;
  const companies = useQuery({ ...referenceQueries.companies(userId ?? 0), enabled: userId !== undefined });
  const selection = resolveSelection(companies.data ?? [], kind, {
    company: idOf(params.get('company')),
    portfolio: idOf(params.get('portfolio')),
    underlying: underlyingOf(params.get('asset'), kind),
  });

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

  return {
    kind,
    selection,
    companies,
    chooseCompany: (id: number) => choose({ company: id, portfolio: undefined, asset: undefined }),
    choosePortfolio: (id: number) => choose({ portfolio: id }),
    chooseUnderlying: (underlying: Underlying) => choose({ asset: underlying }),
    chooseView: (view: string) => choose({ view }),
  };
}
