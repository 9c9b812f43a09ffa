import {
  type PriceStrategiesReply,
  type SimulationReply,
  type UserPreferences,
  ZOptimizerChoices,
} from '@cobertura/contracts';
import { addMonths, type IsoDate } from '@cobertura/finance/time';
import { Button, Container, Group, Loader, Stack, Stepper, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverToday } from '../../../api/serverClock.ts';
import { bookQueries } from '../../data/api/bookQueries.ts';
import { usePreferenceGroup } from '../../data/hooks/usePreferenceGroup.ts';
import { optimizerApi } from '../api/optimizerApi.ts';
import {
  OPTIMIZER_ASSETS,
  planWithBook,
  profileStrategies,
  type RiskProfile,
} from '../utils/optimizerPlan.ts';
import type { StrategyDraft } from '../utils/strategyTerms.ts';
import { type HedgePlan, PlanStep } from './PlanStep.tsx';
import { ProfileStep } from './ProfileStep.tsx';
import { ResultsStep } from './ResultsStep.tsx';
import { StrategiesStep } from './StrategiesStep.tsx';

const STEPS = 4;

type OptimizerChoices = UserPreferences['optimizer_choices'];

/** What a new user sees until their preferences arrive: the spec's defaults. */
const DEFAULT_CHOICES = ZOptimizerChoices.parse({});

/** The book step 1 reads: a portfolio's open exposure to the asset, by month. */
const openExposureQuery = (portfolio: string | null, asset: string) => ({
  queryKey: ['optimizer', 'open-exposure', portfolio, asset],
  queryFn: () => optimizerApi.openExposure(Number(portfolio), asset),
});

/**
 * /optimizer: choose a hedging strategy by its odds (spec 02 §2 Optimizer). Four steps — what to
 * hedge, the risk profile, the strategies' terms and prices, the simulation and its results — and
 * the step navigation wraps across them. The asset, side, portfolio and profile are kept in the
 * user's `optimizer_choices` and chosen again on the next visit.
 */
export function OptimizerPage() {
  const preferences = usePreferenceGroup('optimizer_choices', DEFAULT_CHOICES);
  if (preferences.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  return <OptimizerSteps saved={preferences.choices} save={preferences.update} />;
}

function OptimizerSteps({
  saved,
  save,
}: {
  saved: OptimizerChoices;
  save: (changes: Partial<OptimizerChoices>) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [plan, setPlan] = useState<HedgePlan>(() => ({
    asset: saved.asset,
    side: saved.buy_sell === 1 ? 'seller' : 'buyer',
    first: addMonths(serverToday() as IsoDate, 1),
    count: '12',
    amount: '1000000',
    budget: '',
    unit: null,
    portfolio: saved.portfolio === null ? null : String(saved.portfolio),
    schedule: null,
  }));
  const [profile, setProfile] = useState<RiskProfile>(saved.select as RiskProfile);
  const [drafts, setDrafts] = useState<StrategyDraft[]>([]);
  const [priced, setPriced] = useState<PriceStrategiesReply | null>(null);
  const [results, setResults] = useState<SimulationReply | null>(null);
  const area = OPTIMIZER_ASSETS.find((i) => i.name === plan.asset)?.kind === 1 ? 'commodity' : 'currency';
  const catalogue = useQuery(bookQueries.strategies(area));
  const book = useQuery({
    ...openExposureQuery(plan.portfolio, plan.asset),
    enabled: plan.portfolio !== null,
  });
  // The steps after the first hedge what the book leaves open, when a portfolio was read.
  const hedged = planWithBook(plan, book.data);

  const go = (next: number) => setStep(((next % STEPS) + STEPS) % STEPS);
  // A new plan, profile or term makes the prices and results stale.
  const changePlan = (next: HedgePlan) => {
    setPlan(next);
    setPriced(null);
    setResults(null);
    save({
      asset: next.asset,
      buy_sell: next.side === 'seller' ? 1 : 0,
      portfolio: next.portfolio === null ? null : Number(next.portfolio),
    });
  };
  // A portfolio's book brings its side (an importer's payables are a buyer's), unless another was
  // picked while it was read.
  const choosePortfolio = (portfolio: string | null) => {
    changePlan({ ...plan, portfolio });
    if (portfolio === null) return;
    void queryClient.fetchQuery(openExposureQuery(portfolio, plan.asset)).then(
      ({ side }) => {
        if (!side) return;
        setPlan((current) => (current.portfolio === portfolio ? { ...current, side } : current));
        save({ buy_sell: side === 'seller' ? 1 : 0 });
      },
      // The step shows the read's failure from the query's state.
      () => undefined,
    );
  };
  const chooseProfile = (next: RiskProfile) => {
    setProfile(next);
    setDrafts([]);
    setPriced(null);
    setResults(null);
    save({ select: next });
  };
  const proposed = catalogue.data ? profileStrategies(catalogue.data, profile, plan.side) : [];

  return (
    <Container size="xl" py="lg" data-testid="optimizer-page">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('optimizer.title')}</Title>
          <Text c="dimmed">{t('optimizer.subtitle')}</Text>
        </Stack>
        <Stepper active={step} onStepClick={go} allowNextStepsSelect>
          <Stepper.Step label={t('optimizer.steps.plan')} description={t('optimizer.steps.planHint')}>
            <PlanStep
              plan={plan}
              book={{ data: book.data, isLoading: book.isLoading, error: book.error }}
              onChange={changePlan}
              onPortfolio={choosePortfolio}
            />
          </Stepper.Step>
          <Stepper.Step label={t('optimizer.steps.profile')} description={t('optimizer.steps.profileHint')}>
            <ProfileStep profile={profile} onChange={chooseProfile} proposed={proposed} side={plan.side} />
          </Stepper.Step>
          <Stepper.Step
            label={t('optimizer.steps.strategies')}
            description={t('optimizer.steps.strategiesHint')}
          >
            <StrategiesStep
              plan={hedged}
              proposed={proposed}
              catalogue={catalogue.data ?? []}
              drafts={drafts}
              onDrafts={(next) => {
                setDrafts(next);
                setPriced(null);
                setResults(null);
              }}
              priced={priced}
              onPriced={setPriced}
            />
          </Stepper.Step>
          <Stepper.Step label={t('optimizer.steps.results')} description={t('optimizer.steps.resultsHint')}>
            <ResultsStep
              area={area}
              plan={hedged}
              drafts={drafts}
              priced={priced}
              results={results}
              onResults={setResults}
            />
          </Stepper.Step>
        </Stepper>
        <Group justify="space-between">
          <Button variant="default" onClick={() => go(step - 1)} data-testid="optimizer-back">
            {t('optimizer.back')}
          </Button>
          <Button onClick={() => go(step + 1)} data-testid="optimizer-next">
            {t('optimizer.next')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
