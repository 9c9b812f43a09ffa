import type { BookKind } from './book-fields.ts';
import type { SheetLanguage } from './spreadsheets.ts';

/**
 * A book row's code (spec 02 §5 "Code: alphanumeric unique id"): one per row, unique across the
 * company's whole book — its currency and commodity exposures and hedges alike — so that a code
 * names one record wherever it is shown. A new row takes the company's next code (its initials and
 * a number from one sequence per company, DCA124), or its own (an invoice or order number, kept in
 * capitals: a code matches without regard to case).
 */

/** The longest code a row may have. */
export const CODE_MAX_LENGTH = 40;

/** Letters and digits, with . _ / - between them (INV-2031, FAC/2027/118). */
export const BOOK_CODE_PATTERN = /^[A-Z0-9](?:[A-Z0-9._/-]*[A-Z0-9])?$/;

/** A code as kept and compared: trimmed, in capitals. */
export const bookCode = (text: string) => text.trim().toUpperCase();

/** Whether a text, once kept as a code, is one. */
export const isBookCode = (text: string) => {
  const code = bookCode(text);
  return code.length <= CODE_MAX_LENGTH && BOOK_CODE_PATTERN.test(code);
};

/** A kind of row as a message names it: "currency hedge DCA12". */
export const BOOK_KIND_LABELS: Readonly<Record<BookKind, Record<SheetLanguage, string>>> = {
  currency_exposure: { en: 'currency exposure', es: 'exposición en divisas' },
  currency_hedge: { en: 'currency hedge', es: 'cobertura en divisas' },
  commodity_exposure: { en: 'commodity exposure', es: 'exposición en materias primas' },
  commodity_hedge: { en: 'commodity hedge', es: 'cobertura en materias primas' },
};
