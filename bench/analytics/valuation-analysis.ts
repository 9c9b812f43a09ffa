/**
 * The analytics run on a valuation of the analytics benchmarks' book: the book saved and valued once
 * in process (PGlite, full market history), then the analysis timed.
 */
import { type BookBench, median, openBookBench } from '../data/book.ts';
import { benchOwner, saveBook } from './book.ts';

/** Saves a book of `hedges` hedges as `saveBook` does and values it once: the kept valuation's id. */
async function valuedBook(bench: BookBench, hedges: number): Promise<string> {
  const portfolioId = await saveBook(await benchOwner(bench), hedges);
  const valued = await bench.call('POST', '/api/currency_portfolio_valuation', {
    portfolios: [portfolioId],
    assets: ['USDCOP'],
  });
  if (valued.statusCode !== 200)
    throw new Error(`valuation: ${valued.statusCode} ${valued.body.slice(0, 400)}`);
  return (valued.json() as { valuation: { id: string } }).valuation.id;
}

/**
 * The median time, request to parsed reply, of `runs` POSTs of `body` to
 * /api/portfolio_valuations/{id}/`analysis` on a book of `hedges` hedges valued once; `check` throws
 * for a reply that lacks what the analysis must answer.
 */
export async function timeValuationAnalysis<Reply>(
  analysis: 'risk' | 'advanced',
  hedges: number,
  runs: number,
  body: unknown,
  check: (reply: Reply) => void,
): Promise<number> {
  const { bench, close } = await openBookBench('pglite');
  try {
    const valuationId = await valuedBook(bench, hedges);
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const t0 = performance.now();
      const response = await bench.call('POST', `/api/portfolio_valuations/${valuationId}/${analysis}`, body);
      const reply = response.json() as Reply;
      times.push(performance.now() - t0);
      if (response.statusCode !== 200)
        throw new Error(`${analysis}: ${response.statusCode} ${response.body.slice(0, 400)}`);
      check(reply);
    }
    return Math.round(median(times));
  } finally {
    await close();
  }
}
