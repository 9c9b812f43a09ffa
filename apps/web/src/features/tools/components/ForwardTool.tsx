import { pairUnits, quoteDecimals } from '@cobertura/contracts';
import { TENORS } from '@cobertura/finance/time';
import { Grid, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { rateUnitText } from '../../analytics/index.ts';
import { useMarketFollow } from '../hooks/useMarketFollow.ts';
import { CALENDAR_CURRENCIES } from '../utils/calendarCalc.ts';
import { computeForward, type DayBasis, FORWARD_ARGUMENTS, type ForwardForm } from '../utils/forwardCalc.ts';
import { type ForwardToolForm, forwardMarketFields } from '../utils/forwardMarket.ts';
import { libraryProblem } from '../utils/libraryErrorText.ts';
import { ForwardResult } from './ForwardResult.tsx';
import { LibraryError } from './LibraryError.tsx';
import { MarketNote } from './MarketNote.tsx';
import { ToolCard } from './ToolCard.tsx';

const BASES: readonly DayBasis[] = ['360', '365'];

/**
 * Forward by covered interest parity, its points and the rate difference it implies, for a pair:
 * its spot and rates open on the pair's stored market at the delivery, and print to its decimals.
 */
export function ForwardTool({ today }: { today: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const form = useForm<ForwardToolForm>({
    mode: 'controlled',
    initialValues: {
      base: 'USD',
      quote: 'COP',
      spot: '',
      rDomestic: '',
      rForeign: '',
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
  const pair = `${values.base}${values.quote}`;
  const market = useMarketFollow(form, pair, (stored) => forwardMarketFields(stored, values));
  // The forward follows every keystroke: the library reads the fields as typed.
  const outcome = computeForward(values);
  // Nothing to calculate yet while the market that fills the spot is on its way.
  const isWaiting = market.isFetching && values.spot === '';
  // What the library refused, under the field it names (and in the result's place).
  const problem = outcome.ok || isWaiting ? null : libraryProblem(outcome.error, FORWARD_ARGUMENTS, t, lang);
  const errorOf = (name: keyof ForwardForm) => (problem?.field === name ? problem.text : undefined);
  const basisData = BASES.map((b) => ({ value: b, label: t(`tools.forward.basis${b}`) }));

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <ToolCard>
          <Stack gap="sm" data-testid="forward-form">
            <SimpleGrid cols={2} spacing="sm">
              {(['base', 'quote'] as const).map((name) => (
                <Select
                  key={name}
                  label={t(`tools.forward.${name}`)}
                  data={CALENDAR_CURRENCIES}
                  searchable
                  allowDeselect={false}
                  {...field(name)}
                  data-testid={`forward-${name}`}
                />
              ))}
            </SimpleGrid>
            <MarketNote pair={pair} market={market} testId="forward-market" />
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
        </ToolCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        {problem && <LibraryError text={problem.text} testId="forward-error" />}
        {outcome.ok && (
          <ForwardResult
            forward={outcome.value}
            compounding={values.compounding}
            decimals={quoteDecimals(pair)}
            unit={rateUnitText(pairUnits(pair), lang)}
          />
        )}
      </Grid.Col>
    </Grid>
  );
}
