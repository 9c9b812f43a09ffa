import { PRICE_FILE_COLUMNS } from '@cobertura/contracts';

/** A CSV holding only the header line of a price file, in the server's column order. */
export function priceTemplate(): Blob {
  return new Blob([`${PRICE_FILE_COLUMNS.join(',')}\n`], { type: 'text/csv' });
}
