import type { Holder } from './portfoliosHolding.ts';

/**
 * The portfolio step 1 reads for an asset: the one wanted while it still holds the asset; none when
 * the user chose to type the schedule; else the first of theirs holding it, in the company they work
 * in (`company`, chosen in Analytics or My Data) when it holds it, else in their first company that
 * does. Null: no portfolio of theirs holds it, and the schedule is typed.
 */
export function startingPortfolio(
  holders: readonly Holder[],
  wanted: { portfolio: number | null; isTyped: boolean },
  company?: number | null,
): string | null {
  if (wanted.portfolio !== null && holders.some((h) => h.value === String(wanted.portfolio)))
    return String(wanted.portfolio);
  if (wanted.isTyped) return null;
  return (holders.find((h) => h.company === company) ?? holders[0])?.value ?? null;
}
