import type { UnitConversion } from '@cobertura/finance/units';
import { ActionIcon, Card, Grid, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { formatFactor, formatSignificant } from '../../../utils/format.ts';
import { libraryProblem } from '../utils/libraryErrorText.ts';
import {
  conversionOf,
  conversionsOf,
  convertTyped,
  fromUnitsOf,
  toUnitsOf,
  UNIT_ARGUMENTS,
  UNIT_COMMODITIES,
} from '../utils/unitOptions.ts';
import { LibraryError } from './LibraryError.tsx';
import { ResultRow } from './ResultRow.tsx';

/** A factor's convention in the user's words; a reverse names the conversion it reverses. */
function conventionText(conversion: UnitConversion, t: TFunction): string {
  const convention = t(`tools.units.conventions.${conversion.convention}`);
  return conversion.reverse
    ? t('tools.units.reverseConvention', { from: conversion.to, to: conversion.from, convention })
    : convention;
}

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
        <Card withBorder radius="lg" padding="lg">
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
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="lg">
          <Card withBorder radius="lg" padding="lg" data-testid="unit-result">
            <Title order={2} fz="h4" mb="md">
              {t('tools.units.resultTitle')}
            </Title>
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
          </Card>
          <Card withBorder radius="lg" padding="lg">
            <Title order={2} fz="h4" mb="sm">
              {t('tools.units.tableTitle', { commodity })}
            </Title>
            <Table striped verticalSpacing={4} data-testid="unit-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('tools.units.from')}</Table.Th>
                  <Table.Th>{t('tools.units.to')}</Table.Th>
                  <Table.Th ta="right">{t('tools.units.factor')}</Table.Th>
                  <Table.Th>{t('tools.units.basis')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {conversionsOf(commodity).map((c) => (
                  <Table.Tr key={`${c.from}|${c.to}`}>
                    <Table.Td>{c.from}</Table.Td>
                    <Table.Td>{c.to}</Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {formatFactor(c.factor, lang)}
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        {conventionText(c, t)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
