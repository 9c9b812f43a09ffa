import { BARRIER_TYPES, KNOCKS, MONITORINGS, type PriceSuccess } from '@cobertura/finance/product';
import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { formatSignificant } from '../../../utils/format.ts';
import { parseDecimal, toInputText } from '../../../utils/parseDecimal.ts';
import { usePricing } from '../hooks/usePricing.ts';
import { CALENDAR_CURRENCIES } from '../utils/calendarCalc.ts';
import { libraryErrorText } from '../utils/libraryErrorText.ts';
import { type PayoffCurve, payoffCurve } from '../utils/payoffCurve.ts';
import {
  buildCase,
  defaultPricerForm,
  isSimulated,
  PRICER_KINDS,
  type PricerForm,
  pricedUnitOf,
  pricerFormErrors,
} from '../utils/pricerForm.ts';
import { solveZeroCost } from '../utils/solveZeroCost.ts';
import { presetLegs, STRATEGY_PRESETS, type StrategyPreset } from '../utils/strategyPresets.ts';
import { LibraryError } from './LibraryError.tsx';
import { PayoffChart } from './PayoffChart.tsx';
import { type PremiumTerms, PricingResult } from './PricingResult.tsx';
import { StrategyLegs } from './StrategyLegs.tsx';

type Outcome =
  | { readonly status: 'none' }
  | {
      readonly status: 'priced';
      readonly result: PriceSuccess;
      readonly curve: PayoffCurve;
      readonly price: number;
      readonly terms: PremiumTerms;
    }
  /** What went wrong, already in the user's words. */
  | { readonly status: 'error'; readonly text: string };

/** Option and strategy pricer: the library's pricing contract in the browser, Monte Carlo in a worker. */
export function PricerTool({ today }: { today: string }) {
  const { t, i18n } = useTranslation();
  // Validated by the library's parser of the case the form builds: the pricing contract's schema.
  const form = useForm<PricerForm>({
    mode: 'controlled',
    initialValues: defaultPricerForm(today),
    validate: (values) => pricerFormErrors(values, t, i18n.language),
  });
  const values = form.values;
  const [preset, setPreset] = useState<StrategyPreset>('collar');
  const [outcome, setOutcome] = useState<Outcome>({ status: 'none' });
  const [solveNote, setSolveNote] = useState<string | null>(null);
  const { price, cancel, isBusy } = usePricing();
  const field = form.getInputProps;
  const set = <K extends keyof PricerForm>(key: K, value: PricerForm[K]) =>
    form.setValues({ [key]: value } as Pick<PricerForm, K>);

  const run = async (current: PricerForm) => {
    const built = buildCase(current);
    const results = await price([built], isSimulated(current));
    const result = results?.[0];
    if (!result) return; // cancelled
    if ('error' in result) {
      setOutcome({ status: 'error', text: libraryErrorText(result.error, t) });
      return;
    }
    const underlyingPrice = Number(built[current.underlying === 'fx' ? 'spot' : 'forward']);
    const terms = {
      notional: parseDecimal(current.notional) ?? null,
      currency: current.quote,
      unit: pricedUnitOf(current),
    };
    setOutcome({ status: 'priced', result, curve: payoffCurve(built), price: underlyingPrice, terms });
  };

  const onSubmit = form.onSubmit(
    (current) => {
      setSolveNote(null);
      void run(current);
    },
    (errors) => {
      setSolveNote(null);
      const [message] = Object.values(errors);
      setOutcome({ status: 'error', text: String(message) });
    },
  );

  // A barrier's or a double barrier's watch: continuously, or once a day (the continuity correction).
  const monitoringSelect = (
    <Select
      label={t('tools.pricer.monitoring')}
      data={MONITORINGS.map((m) => ({ value: m, label: t(`tools.pricer.monitorings.${m}`) }))}
      {...field('monitoring')}
      allowDeselect={false}
      data-testid="pricer-monitoring"
    />
  );

  const choosePreset = (next: StrategyPreset, side = values.side) => {
    setPreset(next);
    const reference = parseDecimal(values.spot) ?? 1;
    form.setValues((f) => ({ side, legs: presetLegs(next, side, reference, f.legs ?? []) }));
  };

  const solve = () => {
    setSolveNote(null);
    const checked = form.validate();
    if (checked.hasErrors) {
      const [message] = Object.values(checked.errors);
      setOutcome({ status: 'error', text: String(message) });
      return;
    }
    const solved = solveZeroCost(buildCase(values), values.legs);
    if (!solved.ok) {
      if ('reason' in solved) setSolveNote(t('tools.pricer.solveNeedsLeg'));
      else setOutcome({ status: 'error', text: libraryErrorText(solved.error, t) });
      return;
    }
    const strike = toInputText(solved.strike);
    const next = { ...values, legs: values.legs.map((leg) => (leg.isSolved ? { ...leg, strike } : leg)) };
    form.setValues(next);
    setSolveNote(t('tools.pricer.solved', { strike: formatSignificant(solved.strike, i18n.language, 8) }));
    void run(next);
  };

  const isOption = values.kind !== 'forward' && values.kind !== 'strategy';
  const isFx = values.underlying === 'fx';

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Card withBorder radius="lg" padding="lg">
          <form onSubmit={onSubmit} noValidate data-testid="pricer-form">
            <Stack gap="sm">
              <Select
                label={t('tools.pricer.kind')}
                data={PRICER_KINDS.map((k) => ({ value: k, label: t(`tools.pricer.kinds.${k}`) }))}
                value={values.kind}
                onChange={(v) => {
                  if (!v) return;
                  set('kind', v as PricerForm['kind']);
                  if (v === 'strategy' && preset !== 'custom') choosePreset(preset);
                }}
                allowDeselect={false}
                data-testid="pricer-kind"
              />
              <SegmentedControl
                fullWidth
                {...field('underlying')}
                data={[
                  { value: 'fx', label: t('tools.pricer.fx') },
                  { value: 'future', label: t('tools.pricer.future') },
                ]}
              />
              <SimpleGrid cols={2} spacing="sm">
                {isFx ? (
                  <Select
                    label={t('tools.pricer.base')}
                    data={CALENDAR_CURRENCIES}
                    searchable
                    allowDeselect={false}
                    {...field('base')}
                    data-testid="pricer-base"
                  />
                ) : (
                  <TextInput
                    label={t('tools.pricer.futureUnit')}
                    {...field('futureUnit')}
                    data-testid="pricer-future-unit"
                  />
                )}
                <Select
                  label={isFx ? t('tools.pricer.quote') : t('tools.pricer.priceCurrency')}
                  data={CALENDAR_CURRENCIES}
                  searchable
                  allowDeselect={false}
                  {...field('quote')}
                  data-testid="pricer-quote"
                />
                <DecimalInput
                  label={t('tools.pricer.notional', { unit: pricedUnitOf(values) })}
                  {...field('notional')}
                  testId="pricer-notional"
                />
                <DecimalInput
                  label={isFx ? t('tools.pricer.spot') : t('tools.pricer.futuresPrice')}
                  {...field('spot')}
                  testId="pricer-spot"
                />
                {values.kind !== 'strategy' && (
                  <DecimalInput
                    label={t('tools.pricer.strike')}
                    {...field('strike')}
                    testId="pricer-strike"
                  />
                )}
                <DecimalInput
                  label={t('tools.pricer.rDomestic')}
                  {...field('rDomestic')}
                  unit="%"
                  testId="pricer-rd"
                />
                {isFx && (
                  <DecimalInput
                    label={t('tools.pricer.rForeign')}
                    {...field('rForeign')}
                    unit="%"
                    testId="pricer-rf"
                  />
                )}
                {values.kind !== 'forward' && (
                  <DecimalInput
                    label={t('tools.pricer.vol')}
                    {...field('vol')}
                    unit="%"
                    testId="pricer-vol"
                  />
                )}
              </SimpleGrid>
              {isOption && (
                <SegmentedControl
                  fullWidth
                  {...field('optionType')}
                  data={[
                    { value: 'call', label: t('tools.pricer.call') },
                    { value: 'put', label: t('tools.pricer.put') },
                  ]}
                  data-testid="pricer-option-type"
                />
              )}
              <Group gap="sm" align="flex-end" grow>
                <SegmentedControl
                  {...field('expiryMode')}
                  data={[
                    { value: 'years', label: t('tools.pricer.expiryYearsMode') },
                    { value: 'date', label: t('tools.pricer.expiryDateMode') },
                  ]}
                />
              </Group>
              {values.expiryMode === 'years' ? (
                <DecimalInput
                  label={t('tools.pricer.expiryYears')}
                  {...field('expiryYears')}
                  testId="pricer-expiry-years"
                />
              ) : (
                <SimpleGrid cols={2} spacing="sm">
                  <TextInput
                    type="date"
                    label={t('tools.pricer.valuationDate')}
                    {...field('valuationDate')}
                  />
                  <TextInput
                    type="date"
                    label={t('tools.pricer.expiryDate')}
                    description={t('tools.pricer.act365')}
                    {...field('expiryDate')}
                    data-testid="pricer-expiry-date"
                  />
                </SimpleGrid>
              )}
              {values.kind === 'barrier' && (
                <SimpleGrid cols={2} spacing="sm">
                  <Select
                    label={t('tools.pricer.barrierType')}
                    data={BARRIER_TYPES.map((b) => ({
                      value: b,
                      label: t(`tools.pricer.barrierTypes.${b}`),
                    }))}
                    {...field('barrierType')}
                    allowDeselect={false}
                  />
                  <DecimalInput
                    label={t('tools.pricer.barrier')}
                    {...field('barrier')}
                    testId="pricer-barrier"
                  />
                  <DecimalInput label={t('tools.pricer.rebate')} {...field('rebate')} />
                  {monitoringSelect}
                </SimpleGrid>
              )}
              {values.kind === 'double_barrier' && (
                <SimpleGrid cols={2} spacing="sm">
                  <DecimalInput
                    label={t('tools.pricer.lowerBarrier')}
                    {...field('lowerBarrier')}
                    testId="pricer-lower-barrier"
                  />
                  <DecimalInput
                    label={t('tools.pricer.upperBarrier')}
                    {...field('upperBarrier')}
                    testId="pricer-upper-barrier"
                  />
                  <Select
                    label={t('tools.pricer.knock')}
                    data={KNOCKS.map((k) => ({ value: k, label: t(`tools.pricer.knocks.${k}`) }))}
                    {...field('knock')}
                    allowDeselect={false}
                    data-testid="pricer-knock"
                  />
                  {monitoringSelect}
                </SimpleGrid>
              )}
              {values.kind === 'asian' && (
                <>
                  <SimpleGrid cols={2} spacing="sm">
                    <DecimalInput
                      label={t('tools.pricer.fixings')}
                      {...field('fixings')}
                      testId="pricer-fixings"
                    />
                    <DecimalInput label={t('tools.pricer.fixingStart')} {...field('fixingStartYears')} />
                  </SimpleGrid>
                  <Switch
                    label={t('tools.pricer.monteCarlo')}
                    {...field('isMonteCarlo', { type: 'checkbox' })}
                    data-testid="pricer-monte-carlo"
                  />
                  {values.isMonteCarlo && (
                    <SimpleGrid cols={2} spacing="sm">
                      <DecimalInput
                        label={t('tools.pricer.paths')}
                        {...field('paths')}
                        testId="pricer-paths"
                      />
                      <DecimalInput label={t('tools.pricer.seed')} {...field('seed')} />
                    </SimpleGrid>
                  )}
                </>
              )}
              {values.kind === 'strategy' && (
                <>
                  {/* Each on its own row: the hedger's choices are long sentences. */}
                  <Select
                    label={t('tools.pricer.preset')}
                    data={STRATEGY_PRESETS.map((p) => ({
                      value: p,
                      label: t(`tools.pricer.presets.${p}`),
                    }))}
                    value={preset}
                    onChange={(v) => v && choosePreset(v as StrategyPreset)}
                    allowDeselect={false}
                    data-testid="pricer-preset"
                  />
                  <Select
                    label={t('tools.pricer.side')}
                    data={[
                      { value: 'buyer', label: t('tools.pricer.buyer') },
                      { value: 'seller', label: t('tools.pricer.seller') },
                    ]}
                    value={values.side}
                    onChange={(v) => v && choosePreset(preset, v as PricerForm['side'])}
                    allowDeselect={false}
                    data-testid="pricer-side"
                  />
                  <StrategyLegs
                    legs={values.legs}
                    onChange={(legs) => {
                      setPreset('custom');
                      set('legs', legs);
                    }}
                  />
                </>
              )}
              <Group gap="sm">
                <Button type="submit" disabled={isBusy} data-testid="pricer-submit">
                  {t('tools.pricer.price')}
                </Button>
                {values.kind === 'strategy' && (
                  <Button variant="light" onClick={solve} disabled={isBusy} data-testid="pricer-solve">
                    {t('tools.pricer.solve')}
                  </Button>
                )}
              </Group>
              {solveNote && (
                <Text size="sm" c="dimmed" data-testid="pricer-solve-note">
                  {solveNote}
                </Text>
              )}
            </Stack>
          </form>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="lg">
          {isBusy && (
            <Alert color="brand" variant="light" data-testid="pricer-busy">
              <Group gap="sm" justify="space-between">
                <Group gap="sm">
                  <Loader size="sm" />
                  <Text size="sm">{t('tools.pricer.simulating')}</Text>
                </Group>
                <Button size="xs" variant="subtle" onClick={cancel}>
                  {t('tools.pricer.cancel')}
                </Button>
              </Group>
            </Alert>
          )}
          {outcome.status === 'error' && <LibraryError text={outcome.text} testId="pricer-error" />}
          {outcome.status === 'none' && !isBusy && (
            <Card withBorder radius="lg" padding="lg">
              <Text c="dimmed">{t('tools.pricer.empty')}</Text>
            </Card>
          )}
          {outcome.status === 'priced' && (
            <>
              <Card withBorder radius="lg" padding="lg">
                <Title order={2} fz="h4" mb="xs">
                  {t('tools.pricer.resultTitle')}
                </Title>
                <Text size="xs" c="dimmed" mb="sm">
                  {t('tools.pricer.resultNote')}
                </Text>
                <PricingResult result={outcome.result} terms={outcome.terms} />
              </Card>
              <Card withBorder radius="lg" padding="lg">
                <Title order={2} fz="h4" mb="xs">
                  {t('tools.pricer.chart.title')}
                </Title>
                <Text size="xs" c="dimmed">
                  {t('tools.pricer.chart.note')}
                </Text>
                <PayoffChart
                  curve={outcome.curve}
                  currentPrice={outcome.price}
                  priceUnit={t('tools.pricer.units.price', {
                    currency: outcome.terms.currency,
                    unit: outcome.terms.unit,
                  })}
                />
              </Card>
            </>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
