import { convertPrice } from '@cobertura/finance/units';
import { ActionIcon, Card, Grid, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { formatSignificant } from '../../../utils/format.ts';
import { fieldValue } from '../../../utils/parseDecimal.ts';
import { attempt } from '../utils/attempt.ts';
import {
  conversionOf,
  conversionsOf,
  fromUnitsOf,
  toUnitsOf,
  UNIT_COMMODITIES,
} from '../utils/unitOptions.ts';
import { LibraryError } from './LibraryError.tsx';
import { ResultRow } from './ResultRow.tsx';

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
  const input = fieldValue(value);
  const converted = attempt(() =>
    typeof input === 'number' ? convertPrice(input, commodity, from, to) : null,
  );

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
                data-testid="unit-to"
              />
            </Group>
            <DecimalInput
              label={t('tools.units.value', { unit: from })}
              testId="unit-value"
              {...form.getInputProps('value')}
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
            {!converted.ok && <LibraryError error={converted.error} />}
            {converted.ok && converted.value === null && (
              <Text c="red" size="sm" data-testid="unit-invalid">
                {t('tools.units.notANumber')}
              </Text>
            )}
            {converted.ok && converted.value !== null && (
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
                      value={formatSignificant(row.factor, lang, 7)}
                      testId="unit-factor"
                    />
                    <ResultRow label={t('tools.units.basis')} value={row.basis} testId="unit-basis" />
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
                      {formatSignificant(c.factor, lang, 7)}
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        {c.basis}
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
