import { TENORS } from '@cobertura/finance/time';
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
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { formatDate, formatInteger, formatNumber, formatPercent } from '../../../utils/format.ts';
import { computeForward, type DayBasis, FORWARD_ARGUMENTS, type ForwardForm } from '../utils/forwardCalc.ts';
import { libraryProblem } from '../utils/libraryErrorText.ts';
import { LibraryError } from './LibraryError.tsx';
import { ResultRow } from './ResultRow.tsx';

const BASES: readonly DayBasis[] = ['360', '365'];

/** Forward by covered interest parity, its points and the rate difference it implies. */
export function ForwardTool({ today }: { today: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const form = useForm<ForwardForm>({
    mode: 'controlled',
    initialValues: {
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
    },
  });
  const field = form.getInputProps;
  const values = form.values;
  // The forward follows every keystroke: the library reads the fields as typed.
  const outcome = computeForward(values);
  // What the library refused, under the field it names (and in the result's place).
  const problem = outcome.ok ? null : libraryProblem(outcome.error, FORWARD_ARGUMENTS, t, lang);
  const errorOf = (name: keyof ForwardForm) => (problem?.field === name ? problem.text : undefined);
  const basisData = BASES.map((b) => ({ value: b, label: t(`tools.forward.basis${b}`) }));

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="sm" data-testid="forward-form">
            <DecimalInput
              label={t('tools.forward.spot')}
              description={t('tools.forward.spotHint')}
              testId="forward-spot"
              {...field('spot')}
              error={errorOf('spot')}
            />
            <SegmentedControl
              fullWidth
              {...field('compounding')}
              data={[
                { value: 'continuous', label: t('tools.forward.continuous') },
                { value: 'simple', label: t('tools.forward.simple') },
              ]}
              data-testid="forward-compounding"
            />
            <SimpleGrid cols={2} spacing="sm">
              <DecimalInput
                label={t('tools.forward.rDomestic')}
                unit="%"
                testId="forward-rd"
                {...field('rDomestic')}
                error={errorOf('rDomestic')}
              />
              <DecimalInput
                label={t('tools.forward.rForeign')}
                unit="%"
                testId="forward-rf"
                {...field('rForeign')}
                error={errorOf('rForeign')}
              />
              {values.compounding === 'simple' &&
                (['domesticBasis', 'foreignBasis'] as const).map((name) => (
                  <Select
                    key={name}
                    label={t(`tools.forward.${name}`)}
                    data={basisData}
                    allowDeselect={false}
                    {...field(name)}
                  />
                ))}
            </SimpleGrid>
            <TextInput
              type="date"
              label={t('tools.forward.valuationDate')}
              data-testid="forward-valuation-date"
              {...field('valuationDate')}
              error={errorOf('valuationDate')}
            />
            <SegmentedControl
              fullWidth
              {...field('deliveryMode')}
              data={[
                { value: 'tenor', label: t('tools.forward.byTenor') },
                { value: 'date', label: t('tools.forward.byDate') },
              ]}
            />
            {values.deliveryMode === 'tenor' ? (
              <Select
                label={t('tools.forward.tenor')}
                data={TENORS.map((v) => ({ value: v, label: t(`tools.forward.tenors.${v}`) }))}
                allowDeselect={false}
                data-testid="forward-tenor"
                {...field('tenor')}
              />
            ) : (
              <TextInput
                type="date"
                label={t('tools.forward.deliveryDate')}
                data-testid="forward-delivery-date"
                {...field('deliveryDate')}
                error={errorOf('deliveryDate')}
              />
            )}
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        {problem && <LibraryError text={problem.text} testId="forward-error" />}
        {outcome.ok && (
          <Card withBorder radius="lg" padding="lg" data-testid="forward-result">
            <Title order={2} fz="h4" mb="md">
              {t('tools.forward.resultTitle')}
            </Title>
            <Stack gap="xs">
              <ResultRow
                label={t('tools.forward.delivery')}
                value={formatDate(outcome.value.deliveryDate, lang)}
                testId="forward-delivery"
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
              {values.compounding === 'continuous'
                ? t('tools.forward.formulaContinuous')
                : t('tools.forward.formulaSimple')}
            </Text>
          </Card>
        )}
      </Grid.Col>
    </Grid>
  );
}
