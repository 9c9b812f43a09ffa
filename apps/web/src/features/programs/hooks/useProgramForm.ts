import type { ProgramVersion } from '@cobertura/contracts';
import { MAX_MONTHLY_VALUES, type ProgramTarget, programTargets } from '@cobertura/finance/hedging';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProgramForm, programFormOf, programOf, programProblems } from '../utils/programForm.ts';

/** Months the chart shows. */
export const CHART_MONTHS = MAX_MONTHLY_VALUES;

/**
 * The program editor's form, its problems worded per field as the user types, and the chart's
 * targets computed in the browser from what is typed: those of the last valid values while some
 * value is not valid (`isStale`).
 */
export function useProgramForm(current: ProgramVersion | undefined, start: string) {
  const { t } = useTranslation();
  const form = useForm<ProgramForm>({
    mode: 'controlled',
    initialValues: programFormOf(current),
    validateInputOnChange: true,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(programProblems(values)).map(([field, code]) => [
          field,
          t(`programs.problems.${code}`),
        ]),
      ),
  });
  const program = programOf(form.values);
  const lastValid = useRef<ProgramTarget[]>([]);
  // 24 months of a checked program: cheaper to compute on every keystroke than to memoise.
  const targets = program ? programTargets(program, start, CHART_MONTHS) : undefined;
  if (targets) lastValid.current = targets;
  return { form, program, targets: targets ?? lastValid.current, isStale: targets === undefined };
}
