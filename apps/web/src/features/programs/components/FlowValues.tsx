import type { ProgramParameter } from '@cobertura/finance/hedging';
import { Fieldset, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import type { ProgramForm } from '../utils/programForm.ts';

/** The single values of the types that have them: the form's field, its label's key, and whether it is a percentage. */
const SINGLE_VALUES: Record<
  'CONSTANT' | 'BUDGET',
  readonly { field: 'percentage' | 'percentagemonths' | 'months'; label: string; isPercentage: boolean }[]
> = {
  CONSTANT: [
    { field: 'percentage', label: 'percentage', isPercentage: true },
    { field: 'months', label: 'months', isPercentage: false },
  ],
  BUDGET: [
    { field: 'percentage', label: 'firstPercentage', isPercentage: true },
    { field: 'percentagemonths', label: 'lastPercentage', isPercentage: true },
    { field: 'months', label: 'horizon', isPercentage: false },
  ],
};

/**
 * A program type's flow values: none for MATCH, a percentage and months (CONSTANT), twelve monthly or
 * four quarterly percentages named by their month, or a budget's first and last percentages and horizon.
 */
export function FlowValues({
  form,
  parameters,
  monthName,
}: {
  form: UseFormReturnType<ProgramForm>;
  parameters: ProgramParameter;
  monthName: (offset: number) => string;
}) {
  const { t } = useTranslation();
  switch (parameters) {
    case 'MATCH':
      return null;
    case 'CONSTANT':
    case 'BUDGET':
      return (
        <SimpleGrid cols={2}>
          {SINGLE_VALUES[parameters].map(({ field, label, isPercentage }) => (
            <DecimalInput
              key={field}
              label={t(`programs.editor.${label}`)}
              unit={isPercentage ? '%' : undefined}
              testId={`program-${field}`}
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
      );
    case 'MONTHLY':
      return (
        <Fieldset variant="unstyled" legend={t('programs.editor.monthlyValues')}>
          <SimpleGrid cols={{ base: 2, sm: 3, xl: 4 }} spacing="xs">
            {form.values.monthly.map((_, i) => (
              <DecimalInput
                // The list's positions are its identity: month i stays month i.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={i}
                label={monthName(i)}
                unit="%"
                testId={`program-month-${i}`}
                {...form.getInputProps(`monthly.${i}`)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
      );
    case 'QUARTERLY':
      return (
        <Fieldset variant="unstyled" legend={t('programs.editor.quarterlyValues')}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            {form.values.quarterly.map((_, i) => (
              <DecimalInput
                // biome-ignore lint/suspicious/noArrayIndexKey: a quarter's position is its identity
                key={i}
                label={t('programs.editor.quarter', { n: i + 1, month: monthName(i * 3) })}
                unit="%"
                testId={`program-quarter-${i}`}
                {...form.getInputProps(`quarterly.${i}`)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
      );
  }
}
