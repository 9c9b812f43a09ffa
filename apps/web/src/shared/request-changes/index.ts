export { subscribeToRequestChanges, useRequestChanges } from './useRequestChanges.ts';
