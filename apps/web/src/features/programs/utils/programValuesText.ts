import type { HedgingProgram } from '@cobertura/finance/hedging';
import type { TFunction } from 'i18next';
import { percentText } from './percentText.ts';

/**
 * A program's flow values in the user's words, with their percentages: "50 % for 12 months",
 * "80 %, 60 %, 40 %, 20 %, one per quarter", "From 90 % to 50 % over 12 months"; a program no rule
 * reads says so.
 */
export function programValuesText(program: HedgingProgram | undefined, t: TFunction, lang: string): string {
  if (!program) return t('programs.values.unreadable');
  const percent = (value: number) => percentText(value, lang);
  switch (program.parameters) {
    case 'MATCH':
      return t('programs.values.MATCH', { percentage: percent(100) });
    case 'CONSTANT':
      return t('programs.values.CONSTANT', {
        percentage: percent(program.flow.values.percentage),
        count: program.flow.values.months,
      });
    case 'MONTHLY':
    case 'QUARTERLY':
      return t(`programs.values.${program.parameters}`, {
        values: program.flow.values.map(percent).join(', '),
      });
    case 'BUDGET': {
      const { percentage, percentagemonths, months } = program.flow.values;
      return t('programs.values.BUDGET', {
        first: percent(percentage),
        last: percent(percentagemonths ?? percentage),
        count: months,
      });
    }
  }
}
