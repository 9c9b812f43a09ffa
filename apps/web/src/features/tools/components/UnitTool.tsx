import { ActionIcon, Grid, Group, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { formatFactor, formatSignificant } from '../../../utils/format.ts';
import { conventionText } from '../utils/conventionText.ts';
import { libraryProblem } from '../utils/libraryErrorText.ts';
import {
  conversionOf,
  convertTyped,
  fromUnitsOf,
  toUnitsOf,
  UNIT_ARGUMENTS,
  UNIT_COMMODITIES,
} from '../utils/unitOptions.ts';
import { LibraryError } from './LibraryError.tsx';
import { ResultRow } from './ResultRow.tsx';
import { ToolCard } from './ToolCard.tsx';
import { UnitConversionTable } from './UnitConversionTable.tsx';

/** Commodity price-unit conversion with the library's table (spec 02 §9) and each factor's convention. */
export function UnitTool() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const form = useForm({
    mode: 'controlled',
    initialValues: { commodity: 'BRENT', from: 'USD/bbl', to: 'USD/mt', value: '100' },
  });
  const { commodity, from, to, value } = form.values;

  // A unit the new commodity or source unit does not convert falls back to the first that does.
  const chooseCommodity = (next: string) => {
    const nextFrom = fromUnitsOf(next)[0] ?? '';
    form.setValues({ commodity: next, from: nextFrom, to: toUnitsOf(next, nextFrom)[0] ?? '' });
  };
  const chooseFrom = (next: string) => {
    const targets = toUnitsOf(commodity, next);
    form.setValues({ from: next, to: targets.includes(to) ? to : (targets[0] ?? '') });
  };
  const swap = () => {
    if (toUnitsOf(commodity, to).includes(from)) form.setValues({ from: to, to: from });
  };

  const row = conversionOf(commodity, from, to);
  const converted = convertTyped(value, commodity, from, to);
  // What the library refused, under the field it names (and in the result's place).
  const problem = converted.ok
    ? null
    : libraryProblem(converted.error, UNIT_ARGUMENTS, t, lang, { unit: from });

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <ToolCard>
          <Stack gap="sm" data-testid="unit-form">
            <Select
              label={t('tools.units.commodity')}
              data={UNIT_COMMODITIES.map((c) => ({ value: c, label: c }))}
              value={commodity}
              onChange={(v) => v && chooseCommodity(v)}
              searchable
              allowDeselect={false}
              data-testid="unit-commodity"
            />
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <Select
                label={t('tools.units.from')}
                data={fromUnitsOf(commodity)}
                value={from}
                onChange={(v) => v && chooseFrom(v)}
                allowDeselect={false}
                style={{ flex: 1 }}
                data-testid="unit-from"
              />
              <ActionIcon variant="light" size="lg" mb={2} onClick={swap} aria-label={t('tools.units.swap')}>
                <Icon name="arrowRight" size={16} />
              </ActionIcon>
              <Select
                label={t('tools.units.to')}
                data={toUnitsOf(commodity, from)}
                value={to}
                onChange={(v) => v && form.setFieldValue('to', v)}
                allowDeselect={false}
                style={{ flex: 1 }}
                error={problem?.field === 'to' ? problem.text : undefined}
                data-testid="unit-to"
              />
            </Group>
            <DecimalInput
              label={t('tools.units.value', { unit: from })}
              testId="unit-value"
              {...form.getInputProps('value')}
              error={problem?.field === 'value' ? problem.text : undefined}
            />
          </Stack>
        </ToolCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="lg">
          <ToolCard testId="unit-result" title={t('tools.units.resultTitle')} titleGap="md">
            {problem && <LibraryError text={problem.text} testId="unit-error" />}
            {converted.ok && (
              <Stack gap="xs">
                <ResultRow
                  label={t('tools.units.converted', { unit: to })}
                  value={`${formatSignificant(converted.value, lang, 10)} ${to}`}
                  testId="unit-output"
                />
                {row && (
                  <>
                    <ResultRow
                      label={t('tools.units.factor')}
                      value={formatFactor(row.factor, lang)}
                      testId="unit-factor"
                    />
                    <ResultRow
                      label={t('tools.units.basis')}
                      value={conventionText(row, t)}
                      testId="unit-basis"
                    />
                  </>
                )}
              </Stack>
            )}
          </ToolCard>
          <UnitConversionTable commodity={commodity} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
