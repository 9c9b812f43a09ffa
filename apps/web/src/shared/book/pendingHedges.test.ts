import { afterEach, describe, expect, it } from 'vitest';
import { keepPendingHedges, takePendingHedges } from './pendingHedges.ts';

afterEach(() => sessionStorage.clear());

describe('pending hedges', () => {
  it('hands the rows to the sheet of their portfolio and pair, once', () => {
    keepPendingHedges({ portfolio: 3, pair: 'USDCOP', rows: [{ strike: 4100 }] });
    expect(takePendingHedges(3, 'USDMXN')).toEqual([]);
    expect(takePendingHedges(4, 'USDCOP')).toEqual([]);
    expect(takePendingHedges(3, 'USDCOP')).toEqual([{ strike: 4100 }]);
    expect(takePendingHedges(3, 'USDCOP')).toEqual([]);
  });
});
