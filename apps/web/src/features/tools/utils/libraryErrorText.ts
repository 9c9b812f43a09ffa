import type { FinanceErrorData, FinanceIssue } from '@cobertura/finance';
import type { TFunction } from 'i18next';
import { issueText } from './fieldIssueText.ts';

/** A finance-library error in the user's words, by its code (its message is English, for developers). */
export function libraryErrorText(error: FinanceErrorData, t: TFunction): string {
  return t(`tools.error.codes.${error.code}`);
}

/** Where a calculator's form takes one of the library's arguments from. */
export interface ArgumentField<F extends string = string> {
  /** The form field. */
  readonly field: F;
  /** The translation key of the field's label. */
  readonly label: string;
  /** Typed in percent while the library reads a fraction: limits are shown in percent. */
  readonly isPercent?: boolean;
  /**
   * The issue as the form sees it, where the argument is not typed as such (the forward's time in
   * years comes from its two dates: a negative time is a delivery before the valuation).
   */
  readonly issue?: FinanceIssue;
}

/** A calculator's fields by the library's argument names. */
export type ArgumentFields<F extends string = string> = Readonly<Record<string, ArgumentField<F>>>;

/** A library error as a form shows it: under its field when the error names one the form has. */
export interface LibraryProblem<F extends string = string> {
  readonly field?: F;
  readonly text: string;
}

/**
 * A library error in the user's words, placed on the form field it names: the argument's label, the
 * kind of issue and its limit; by its code when it names no argument of this form.
 * @param labelValues values for the labels' placeholders (the unit in "Price in {{unit}}").
 */
export function libraryProblem<F extends string>(
  error: FinanceErrorData,
  fields: ArgumentFields<F>,
  t: TFunction,
  lang: string,
  labelValues: Record<string, string> = {},
): LibraryProblem<F> {
  const at =
    error.argument !== undefined && Object.hasOwn(fields, error.argument)
      ? fields[error.argument]
      : undefined;
  const issue = at?.issue ?? error.issue;
  if (!at || !issue) return { text: libraryErrorText(error, t) };
  return { field: at.field, text: issueText(t(at.label, labelValues), issue, t, lang, at.isPercent) };
}
