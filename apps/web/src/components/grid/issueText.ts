import type { FigureDateOrder } from '@cobertura/contracts';
import type { TFunction } from 'i18next';
import { formatDateInWords } from '../../utils/format.ts';
import { displayText, readDateText } from './cellText.ts';
import type { DescribeIssue } from './gridProblems.ts';

/** Examples in the grid's messages: how a number and a date are written in the language. */
const EXAMPLE_NUMBER = 1234.56;
const EXAMPLE_DATE = '2027-02-22';

/**
 * The grid's words for a cell that does not read as its column's type, in the language. A date in
 * figures that was not read says how each order reads it — the days a guess could have made, their
 * months in words — and asks for `yyyy-mm-dd`.
 */
export function issueDescriber(t: TFunction, lang: string, dateOrder: FigureDateOrder): DescribeIssue {
  return (issue, column, value) => {
    const read = issue === 'date' ? readDateText(String(value), lang, dateOrder) : undefined;
    if (read && 'problem' in read && read.problem === 'AMBIGUOUS_DATE')
      return t('grid.unread.dateAmbiguous', {
        dayFirst: formatDateInWords(read.dayFirst, lang),
        monthFirst: formatDateInWords(read.monthFirst, lang),
        dayFirstIso: read.dayFirst,
        monthFirstIso: read.monthFirst,
      });
    if (read && 'problem' in read && read.problem === 'OTHER_ORDER_DATE')
      return t('grid.unread.dateOtherOrder', {
        order: t(`grid.dateOrder.${dateOrder}`),
        other: formatDateInWords(read.otherOrder, lang),
        iso: read.otherOrder,
      });
    return t(`grid.unread.${issue}`, {
      example:
        issue === 'date'
          ? displayText(column, EXAMPLE_DATE, lang)
          : displayText({ ...column, type: 'number', decimals: 2 }, EXAMPLE_NUMBER, lang),
      choices: (column.options ?? []).map((option) => option.label).join(', '),
    });
  };
}
