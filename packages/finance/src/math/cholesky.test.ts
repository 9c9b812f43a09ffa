import { describe, expect, it } from 'vitest';
import { cholesky } from './cholesky.ts';

describe('cholesky', () => {
  it('factors a correlation matrix', () => {
    const l = cholesky([
      [1, 0.5],
      [0.5, 1],
    ]);
    expect(l[1]![0]).toBeCloseTo(0.5, 15);
    expect(l[1]![1]).toBeCloseTo(Math.sqrt(0.75), 15);
    expect(() =>
      cholesky([
        [1, 2],
        [2, 1],
      ]),
    ).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
