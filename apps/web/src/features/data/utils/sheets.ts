import { DATA_SUBLINKS, type DataSubLink, dataSubLinkOf } from '../../../shared/navigation/dataSubLinks.ts';

/**
 * My Data's sheets by number (spec 02 §2), in the navigation's order: 0 Program, 1 Exposures,
 * 2 Hedges, 3 Relations. The address names the sheet (`?view=hedges`); preferences keep its number.
 */
export type SheetNumber = 0 | 1 | 2 | 3;

/** The sheet whose selection refreshes the companies (spec 02 §2: "selecting sheet 2"). */
export const COMPANY_REFRESH_SHEET: SheetNumber = 2;

/** The number of the sheet a `view` value names; Program (0) for anything else. */
export function sheetNumberOf(view: string | null): SheetNumber {
  return DATA_SUBLINKS.indexOf(dataSubLinkOf(view)) as SheetNumber;
}

/** The `view` of a sheet number; Program for a number outside 0 to 3. */
export function viewOfSheet(sheet: number): DataSubLink {
  return DATA_SUBLINKS[sheet] ?? DATA_SUBLINKS[0];
}
