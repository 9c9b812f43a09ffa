/** Numerical building blocks: the normal distribution, root finders, Cholesky. */
export { chiSquare1Survival } from './chi-square.ts';
export { cholesky } from './cholesky.ts';
export { erfc, logNormalCdf, normalCdf, normalInv, normalPdf } from './normal.ts';
export { brentRoot, expandBracket, type RootOptions } from './roots.ts';
