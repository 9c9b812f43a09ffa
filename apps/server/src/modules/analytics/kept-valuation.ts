import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { selectValuation } from './analytics.queries.ts';
import { unpackBook } from './book-archive.ts';
import type { PortfolioBook } from './portfolio-book.ts';

/**
 * A kept valuation with its book unpacked, and its snapshot, when every company it valued is one of
 * the caller's. Valuations kept before books were packed hold theirs as plain JSON.
 */
export async function readKeptValuation(services: Services, caller: Pick<Caller, 'companyIds'>, id: string) {
  const found = await selectValuation(services, caller, id);
  if (!found) return undefined;
  const { bookPacked, book, ...valuation } = found;
  return { ...valuation, book: bookPacked ? await unpackBook(bookPacked) : (book as PortfolioBook[]) };
}
