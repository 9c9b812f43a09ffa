// Kept apart from markets.ts so that reading an error answer does not build the markets schemas.
/** Error codes the markets area answers with: an instrument the catalogue does not hold (spec 02 §8). */
export const MARKETS_ERROR_CODES = ['UNSUPPORTED_ASSET'] as const;
/** The spec's text for an unknown instrument (spec 02 §3 "Catalog entry", §8). */
export const UNSUPPORTED_ASSET_MESSAGE = 'Unsupported asset type';
