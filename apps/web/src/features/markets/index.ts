/**
 * What other features may use of the markets area (the only module they may import): its queries
 * (Overview's quotes), the marks and states of market figures, and the charts' padding and palette
 * (spec 02 §9).
 */
export { marketsQueries } from './api/marketsQueries.ts';
export { LoadState } from './components/LoadState.tsx';
export { SimulatedBadge } from './components/SimulatedBadge.tsx';
export { StatusLegends } from './components/StatusLegends.tsx';
export { useLastSync } from './hooks/useLastSync.ts';
export { extent, paddedAxis } from './utils/chartPadding.ts';
export { chartPalette } from './utils/palette.ts';
