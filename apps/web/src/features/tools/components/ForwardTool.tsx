import { TENORS, type Tenor } from '@cobertura/finance/time';
import {
  Card,
  Divider,
  Grid,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { formatInteger, formatNumber, formatPercent, formatShortDate } from '../../../utils/format.ts';
import { computeForward, type DayBasis, type ForwardForm } from '../utils/forwardCalc.ts';
import { LibraryError } from './LibraryError.tsx';
import { ResultRow } from './ResultRow.tsx';

const BASES: readonly DayBasis[] = ['360', '365'];

/** Forward by covered interest parity, its points and the rate difference it implies. */
export function ForwardTool({ today }: { today: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [form, setForm] = useState<ForwardForm>({
    spot: '4000',
    rDomestic: '9.5',
    rForeign: '4.5',
    compounding: 'continuous',
    domesticBasis: '365',
    foreignBasis: '360',
    valuationDate: today,
    deliveryMode: 'tenor',
    deliveryDate: '',
    tenor: '3M',
  });
  const set = <K extends keyof ForwardForm>(key: K, value: ForwardForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const outcome = computeForward(form);
  const basisData = BASES.map((b) => ({ value: b, label: t(`tools.forward.basis${b}`) }));

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="sm" data-testid="forward-form">
            <DecimalInput
              label={t('tools.forward.spot')}
              description={t('tools.forward.spotHint')}
              value={form.spot}
              onChange={(v) => set('spot', v)}
              testId="forward-spot"
            />
            <SegmentedControl
              fullWidth
              value={form.compounding}
              onChange={(v) => set('compounding', v as ForwardForm['compounding'])}
              data={[
                { value: 'continuous', label: t('tools.forward.continuous') },
                { value: 'simple', label: t('tools.forward.simple') },
              ]}
              data-testid="forward-compounding"
            />
            <SimpleGrid cols={2} spacing="sm">
              <DecimalInput
                label={t('tools.forward.rDomestic')}
                value={form.rDomestic}
                onChange={(v) => set('rDomestic', v)}
                unit="%"
                testId="forward-rd"
              />
              <DecimalInput
                label={t('tools.forward.rForeign')}
                value={form.rForeign}
                onChange={(v) => set('rForeign', v)}
                unit="%"
                testId="forward-rf"
              />
              {form.compounding === 'simple' && (
                <>
                  <Select
                    label={t('tools.forward.domesticBasis')}
                    data={basisData}
                    value={form.domesticBasis}
                    onChange={(v) => v && set('domesticBasis', v as DayBasis)}
                    allowDeselect={false}
                  />
                  <Select
                    label={t('tools.forward.foreignBasis')}
                    data={basisData}
                    value={form.foreignBasis}
                    onChange={(v) => v && set('foreignBasis', v as DayBasis)}
                    allowDeselect={false}
                  />
                </>
              )}
            </SimpleGrid>
            <TextInput
              type="date"
              label={t('tools.forward.valuationDate')}
              value={form.valuationDate}
              onChange={(e) => set('valuationDate', e.currentTarget.value)}
              data-testid="forward-valuation-date"
            />
            <SegmentedControl
              fullWidth
              value={form.deliveryMode}
              onChange={(v) => set('deliveryMode', v as ForwardForm['deliveryMode'])}
              data={[
                { value: 'tenor', label: t('tools.forward.byTenor') },
                { value: 'date', label: t('tools.forward.byDate') },
              ]}
            />
            {form.deliveryMode === 'tenor' ? (
              <Select
                label={t('tools.forward.tenor')}
                data={TENORS.map((v) => ({ value: v, label: t(`tools.forward.tenors.${v}`) }))}
                value={form.tenor}
                onChange={(v) => v && set('tenor', v as Tenor)}
                allowDeselect={false}
                data-testid="forward-tenor"
              />
            ) : (
              <TextInput
                type="date"
                label={t('tools.forward.deliveryDate')}
                value={form.deliveryDate}
                onChange={(e) => set('deliveryDate', e.currentTarget.value)}
                data-testid="forward-delivery-date"
              />
            )}
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        {outcome.ok ? (
          <Card withBorder radius="lg" padding="lg" data-testid="forward-result">
            <Title order={2} fz="h4" mb="md">
              {t('tools.forward.resultTitle')}
            </Title>
            <Stack gap="xs">
              <ResultRow
                label={t('tools.forward.delivery')}
                value={`${outcome.value.deliveryDate} (${formatShortDate(outcome.value.deliveryDate, lang)})`}
              />
              <ResultRow
                label={t('tools.forward.days')}
                value={`${formatInteger(outcome.value.days, lang)} · ${formatNumber(outcome.value.years, lang, 6)} ${t('tools.forward.yearsAct365')}`}
              />
              <Divider />
              <ResultRow
                label={t('tools.forward.forward')}
                value={formatNumber(outcome.value.forward, lang, 6)}
                testId="forward-value"
              />
              <ResultRow
                label={t('tools.forward.points')}
                value={formatNumber(outcome.value.points, lang, 6)}
                testId="forward-points"
              />
              <ResultRow
                label={t('tools.forward.impliedDifference')}
                value={
                  outcome.value.impliedRateDifference === null
                    ? '—'
                    : formatPercent(outcome.value.impliedRateDifference, lang, 4)
                }
                testId="forward-implied"
              />
            </Stack>
            <Text size="xs" c="dimmed" mt="md">
              {form.compounding === 'continuous'
                ? t('tools.forward.formulaContinuous')
                : t('tools.forward.formulaSimple')}
            </Text>
          </Card>
        ) : (
          <LibraryError error={outcome.error} testId="forward-error" />
        )}
      </Grid.Col>
    </Grid>
  );
}
