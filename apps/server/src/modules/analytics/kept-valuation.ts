import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { selectValuation } from './analytics.queries.ts';
import { unpackBook } from './book-archive.ts';
import type { PortfolioBook } from './portfolio-book.ts';

/** A kept valuation as the database holds it (`selectValuation`). */
export type KeptValuationRow = NonNullable<Awaited<ReturnType<typeof selectValuation>>>;

/**
 * A kept valuation with its book unpacked, and its snapshot, when every company it valued is one of
 * the caller's.
 */
export async function readKeptValuation(services: Services, caller: Pick<Caller, 'companyIds'>, id: string) {
  const found = await selectValuation(services, caller, id);
  return found && unpackKeptValuation(found);
}

/** A kept valuation with its book unpacked. Valuations kept before books were packed hold theirs as plain JSON. */
export async function unpackKeptValuation({ bookPacked, book, ...valuation }: KeptValuationRow) {
  return { ...valuation, book: bookPacked ? await unpackBook(bookPacked) : (book as PortfolioBook[]) };
}
