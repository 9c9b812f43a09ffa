import {
  type BookKind,
  bookFieldRules,
  CODE_MAX_LENGTH,
  fieldHeader,
  OPTION_TYPES,
  type Requirement,
  ROW_PROBLEMS,
  type SheetLanguage,
} from '@cobertura/contracts';
import { SHEET_TEXTS } from '../../spreadsheets/sheet-texts.ts';
import { type ColumnRule, columnRules } from '../../spreadsheets/sheet-writer.ts';
import { bookSheetColumns, CODE_COLUMN, PORTFOLIO_COLUMN } from './book-sheet-columns.ts';

/** "A, B or C" in a language. */
function either(items: readonly string[], language: SheetLanguage): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${language === 'es' ? 'o' : 'or'} ${items.at(-1)}`;
}

/** A value a requirement names, as a sheet shows it: an option type with its name ("4 UP AND OUT"). */
const valueWords = (field: string, value: string | number) =>
  field === 'fk_idoptiontype' ? `${value} ${OPTION_TYPES[Number(value) - 1] ?? ''}`.trim() : String(value);

const WORDS = {
  en: {
    when: (header: string, values: string) => `When ${header} is ${values}`,
    whenGiven: (headers: string) => `When ${headers} is given`,
    noRule: 'No rule beyond its format.',
    code: `Blank: the row gets the company's next code (its initials and a number). The code of one of the company's rows of this sheet updates that row; any other code adds the row under it (an invoice or order number). Codes are unique across the company's whole book, exposures and hedges alike: up to ${CODE_MAX_LENGTH} letters, digits and . _ / -, matched without regard to case.`,
    portfolio:
      "A portfolio of the company, by name; a name it does not have creates the portfolio, holding the pairs or commodities of the sheet's rows.",
  },
  es: {
    when: (header: string, values: string) => `Cuando ${header} es ${values}`,
    whenGiven: (headers: string) => `Cuando se indica ${headers}`,
    noRule: 'Ninguna regla aparte de su formato.',
    code: `En blanco: la fila recibe el siguiente código de la empresa (sus iniciales y un número). El código de una de las filas de la empresa de esta hoja actualiza esa fila; cualquier otro código agrega la fila con él (un número de factura o de pedido). Los códigos son únicos en todo el libro de la empresa, exposiciones y coberturas por igual: hasta ${CODE_MAX_LENGTH} letras, dígitos y . _ / -, sin distinguir mayúsculas.`,
    portfolio:
      'Un portafolio de la empresa, por su nombre; un nombre que no tiene crea el portafolio, con los pares o materias primas de las filas de la hoja.',
  },
} as const;

/** When a field is required, in words: "Yes", "No", or the rows that need it. */
function requiredWords(required: boolean | readonly Requirement[], language: SheetLanguage): string {
  const words = WORDS[language];
  if (required === true) return SHEET_TEXTS[language].yes;
  if (required === false) return SHEET_TEXTS[language].no;
  return required
    .map(({ when }) =>
      'anyGiven' in when
        ? words.whenGiven(
            either(
              when.anyGiven.map((field) => fieldHeader(field, language)),
              language,
            ),
          )
        : words.when(
            fieldHeader(when.field, language),
            either(
              when.values.map((value) => valueWords(when.field, value)),
              language,
            ),
          ),
    )
    .join('; ');
}

/**
 * The rules sheet of a kind's template, written from the rules the import applies (the contract's
 * `bookFieldRules`): each column, when it is required (always, never, or for which rows), its format,
 * and the rules its values must meet, each worded as the import says it when a row breaks it.
 */
export function bookRulesSheet(kind: BookKind, language: SheetLanguage): ColumnRule[] {
  const columns = bookSheetColumns(kind);
  const formats = columnRules(columns, language);
  const rules = new Map(bookFieldRules(kind).map((r) => [r.field, r]));
  const words = WORDS[language];
  return columns.map((column, i): ColumnRule => {
    const format = formats[i]?.format ?? '';
    const header = column.headers[language];
    if (column.key === CODE_COLUMN)
      return { column: header, required: SHEET_TEXTS[language].no, format, rule: words.code };
    if (column.key === PORTFOLIO_COLUMN)
      return { column: header, required: SHEET_TEXTS[language].yes, format, rule: words.portfolio };
    const field = rules.get(column.key);
    const problems = field?.problems.map((code) => ROW_PROBLEMS[code][language]) ?? [];
    return {
      column: header,
      required: requiredWords(field?.required ?? false, language),
      format,
      rule: problems.length ? problems.join(' ') : words.noRule,
    };
  });
}
