import { useLocalStorage } from '@mantine/hooks';

/** Asset kinds of the top bar's switch (spec 01 §1, §9): currencies 0, commodities 1. */
export const NAV_ASSETS = { currencies: 0, commodities: 1 } as const;
export type NavAsset = (typeof NAV_ASSETS)[keyof typeof NAV_ASSETS];

/** The selected asset mode, kept for the session (sign-out clears `navAsset`). */
export function useNavAsset(): [NavAsset, (value: NavAsset) => void] {
  const [value, setValue] = useLocalStorage<NavAsset>({
    key: 'navAsset',
    defaultValue: NAV_ASSETS.currencies,
    getInitialValueInEffect: false,
  });
  return [value === NAV_ASSETS.commodities ? NAV_ASSETS.commodities : NAV_ASSETS.currencies, setValue];
}
