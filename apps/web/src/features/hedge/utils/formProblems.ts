import { type Strategy, ZHedgeRequestInput } from '@cobertura/contracts';
import type { TFunction } from 'i18next';
import { legNeedsStrike } from './legs.ts';
import { formField, type RequestFormValues, requestInput } from './requestForm.ts';

const valueAt = (root: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | null)?.[key], root);

/**
 * What is wrong with the form before it is sent, by the form's field paths: the contract's checks
 * (a field left out says "required", text where a number goes says so, the rest in the contract's
 * words), a strike on every option leg, and the time of a validity 'until'.
 */
export function formProblems(
  values: RequestFormValues,
  strategy: Strategy | undefined,
  t: TFunction,
): Record<string, string> {
  const input = requestInput(values, strategy);
  const problems: Record<string, string> = {};
  for (const issue of ZHedgeRequestInput.safeParse(input).error?.issues ?? []) {
    const field = formField(issue.path.map(String).join('.'));
    if (field in problems) continue;
    const value = valueAt(input, issue.path);
    problems[field] =
      value === undefined || value === null || value === ''
        ? t('hedge.problems.required')
        : typeof value === 'string' && issue.code === 'invalid_type'
          ? t('hedge.problems.number')
          : issue.message;
  }
  strategy?.legs.forEach((leg, i) => {
    const isShared = strategy.first_second_strike_equal && i === 1;
    if (legNeedsStrike(leg) && !isShared && !values.strikes[i]?.trim() && !problems[`strikes.${i}`])
      problems[`strikes.${i}`] = t('hedge.problems.strike');
  });
  if (values.validity === 'until' && !values.valid_until) problems.valid_until = t('hedge.problems.required');
  return problems;
}
