import type { ProgramVersion } from '@cobertura/contracts';
import { PROGRAM_OBJECTIVES, PROGRAM_PARAMETERS, type ProgramParameter } from '@cobertura/finance/hedging';
import { addMonths, parseIsoDate } from '@cobertura/finance/time';
import { Button, Card, Fieldset, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { formatDateTime, formatMonth } from '../../../utils/format.ts';
import type { ProgramForm } from '../utils/programForm.ts';

/** Translation key of an objective ('CASH FLOW' → 'CASH_FLOW'). */
export const objectiveKey = (objective: string) =>
  `programs.editor.objectives.${objective.replace(' ', '_')}`;

/**
 * The program editor: objective, program type, and the type's flow values, whose inputs change with
 * the type (a percentage and months; twelve monthly or four quarterly percentages; a budget's first
 * and last percentages and its horizon). Says when the portfolio has no program yet.
 */
export function ProgramEditor({
  form,
  current,
  start,
  assetLabel,
  onSave,
}: {
  form: UseFormReturnType<ProgramForm>;
  current: ProgramVersion | undefined;
  /** The first month of the program, `YYYY-MM-DD`: it names the monthly and quarterly inputs. */
  start: string;
  assetLabel: string;
  onSave: (values: ProgramForm) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const parameters = form.values.parameters;
  const monthName = (offset: number) => formatMonth(addMonths(parseIsoDate(start), offset), lang, true);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="program-editor-title">
      <form onSubmit={form.onSubmit(onSave)} noValidate data-testid="program-editor">
        <Stack gap="md">
          <Title order={2} fz="h4" id="program-editor-title">
            {t('programs.editor.title')}
          </Title>
          {current ? (
            <Text size="sm" c="dimmed" data-testid="program-current">
              {t('programs.editor.current', {
                date: formatDateTime(current.created_at, lang),
                user: current.user_name,
              })}
            </Text>
          ) : (
            <Notice kind="info" testId="program-none" title={t('programs.editor.none')}>
              {t('programs.editor.noneHint', { asset: assetLabel })}
            </Notice>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('programs.editor.objective')}
              data={PROGRAM_OBJECTIVES.map((value) => ({ value, label: t(objectiveKey(value)) }))}
              allowDeselect={false}
              data-testid="program-objective"
              {...form.getInputProps('objective')}
            />
            <Select
              label={t('programs.editor.parameters')}
              data={PROGRAM_PARAMETERS.map((value) => ({
                value,
                label: t(`programs.editor.types.${value}`),
              }))}
              allowDeselect={false}
              data-testid="program-parameters"
              {...form.getInputProps('parameters')}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed" data-testid="program-type-hint">
            {t(`programs.editor.typeHints.${parameters}`)}
          </Text>
          <FlowValues form={form} parameters={parameters} monthName={monthName} />
          <Group justify="flex-end">
            <Button type="submit" data-testid="program-save">
              {t('programs.editor.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

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

function FlowValues({
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
