/**
 * What other features may use of the desk area (the only module they may import): a request's life
 * as a timeline, and its state badge (the treasurer's Hedge screen shows the same life).
 */
export { RequestTimeline } from './components/RequestTimeline.tsx';
export { StateBadge } from './components/StateBadge.tsx';
