import type { ProgramVersion } from '@cobertura/contracts';
import { PROGRAM_OBJECTIVES, PROGRAM_PARAMETERS } from '@cobertura/finance/hedging';
import { addMonths, parseIsoDate } from '@cobertura/finance/time';
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import { formatDateTime, formatMonth } from '../../../utils/format.ts';
import type { ProgramForm } from '../utils/programForm.ts';
import { FlowValues } from './FlowValues.tsx';

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
