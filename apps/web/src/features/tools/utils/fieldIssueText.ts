import type { FinanceIssue } from '@cobertura/finance';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../../utils/format.ts';

/** Form fields typed in percent while the library reads fractions: their limits are shown in percent. */
const PERCENT_FIELDS = new Set(['rDomestic', 'rForeign', 'vol']);

/** Form fields whose label key is not their own name. */
const LABEL_KEYS: Readonly<Record<string, string>> = { fixingStartYears: 'fixingStart' };

/** A pricer form field's label: 'spot' → "Spot", 'legs.1.strike' → "Leg 2 · Strike". */
function fieldLabel(field: string, t: TFunction): string {
  const leg = /^legs\.(\d+)\.(\w+)$/.exec(field);
  const name = leg ? (leg[2] ?? '') : field;
  const key = `tools.pricer.${LABEL_KEYS[name] ?? name}`;
  const label = t(key, { defaultValue: '' }) || t('tools.error.thisField');
  return leg ? `${t('tools.pricer.legTitle', { n: Number(leg[1]) + 1 })} · ${label}` : label;
}

/** A bound in the unit the field is typed in. */
function limitText(limit: number, lang: string, isPercent: boolean): string {
  const shown = isPercent ? limit * 100 : limit;
  const text = formatNumber(shown, lang, Number.isInteger(shown) ? 0 : 2);
  return isPercent ? `${text} %` : text;
}

/**
 * What the library found wrong with a field, in the user's words: the field's label, the kind of
 * issue and its limit (in percent for a field typed in percent).
 */
export function issueText(
  label: string,
  issue: FinanceIssue,
  t: TFunction,
  lang: string,
  isPercent = false,
): string {
  switch (issue.kind) {
    case 'missing':
      return t('tools.error.issues.missing', { field: label });
    case 'type':
      return issue.expected === 'number' || issue.expected === 'int'
        ? t(`tools.error.issues.${issue.expected}`, { field: label })
        : t('tools.error.issues.type', { field: label });
    case 'tooSmall':
    case 'tooBig':
      return t(`tools.error.issues.${issue.kind}${issue.inclusive ? 'Inclusive' : ''}`, {
        field: label,
        limit: limitText(issue.limit, lang, isPercent),
      });
    case 'oneOf':
      return t('tools.error.issues.oneOf', { field: label });
    case 'rule':
      return t(`tools.error.rules.${issue.rule}`, {
        field: label,
        defaultValue: t('tools.error.rules.other', { field: label }),
      });
  }
}

/** What the library found wrong with a pricer form field (the field's form path), in the user's words. */
export function fieldIssueText(field: string, issue: FinanceIssue, t: TFunction, lang: string): string {
  const isPercent = PERCENT_FIELDS.has(field.split('.').at(-1) ?? '');
  return issueText(fieldLabel(field, t), issue, t, lang, isPercent);
}
