/**
 * My Data's sheets as the navigation and the address name them (`/data?view=hedges`), in order:
 * the main navigation lists them under Data, My Data shows them as tabs; entering DATA selects the
 * first (Program).
 */
export const DATA_SUBLINKS = ['program', 'exposures', 'hedges', 'relations'] as const;
export type DataSubLink = (typeof DATA_SUBLINKS)[number];

function isDataSubLink(value: unknown): value is DataSubLink {
  return typeof value === 'string' && (DATA_SUBLINKS as readonly string[]).includes(value);
}

/** The data sub-link a `view` query value selects; anything else selects Program. */
export function dataSubLinkOf(view: string | null): DataSubLink {
  return isDataSubLink(view) ? view : DATA_SUBLINKS[0];
}
