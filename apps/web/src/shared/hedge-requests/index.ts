export { LiveBadge } from './LiveBadge.tsx';
export { RequestTimeline } from './RequestTimeline.tsx';
export { StateBadge } from './StateBadge.tsx';
export { subscribeToRequestChanges, useRequestChanges } from './useRequestChanges.ts';
