/**
 * What other features may use of the hedge area (the only module they may import): the link that
 * hands a request's terms to the Hedge screen (the Optimizer's "Ask the desk").
 */
export type { RequestSeed } from './utils/requestForm.ts';
export { hedgeRequestLink } from './utils/seedLink.ts';
