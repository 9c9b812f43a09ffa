import { describe, expect, it } from 'vitest';
import { readSeriesPages } from './readSeriesPages.ts';

/** A server of dated rows answering the newest `limit` before `before`, as the markets reads do. */
function pagedServer(dates: string[], limit: number) {
  const asked: (string | undefined)[] = [];
  const readPage = async (before: string | undefined) => {
    asked.push(before);
    const older = before === undefined ? dates : dates.filter((date) => date < before);
    const rows = older.slice(-limit);
    const hasOlder = older.length > rows.length;
    return { instrument: 'EURUSD', rows, next_before: hasOlder ? rows[0]! : null };
  };
  return { readPage, asked };
}

const days = (count: number) =>
  Array.from({ length: count }, (_, i) => new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10));

describe('readSeriesPages', () => {
  it('reads every page back to the window start and joins them oldest first', async () => {
    const dates = days(23);
    const server = pagedServer(dates, 5);
    const answer = await readSeriesPages(server.readPage);
    expect(answer.rows).toEqual(dates);
    expect(answer).toMatchObject({ instrument: 'EURUSD', next_before: null });
    expect(server.asked).toEqual([undefined, dates[18], dates[13], dates[8], dates[3]]);
  });

  it('reads one page when the window fits, and an empty window as one empty page', async () => {
    const small = pagedServer(days(3), 5);
    expect((await readSeriesPages(small.readPage)).rows).toHaveLength(3);
    expect(small.asked).toEqual([undefined]);
    expect((await readSeriesPages(pagedServer([], 5).readPage)).rows).toEqual([]);
  });

  it('stops when a page names a before that does not move back', async () => {
    let calls = 0;
    const answer = await readSeriesPages(async () => {
      calls += 1;
      return { rows: [calls], next_before: '2020-01-05' };
    });
    expect(calls).toBe(2);
    expect(answer.rows).toEqual([2, 1]);
  });
});
