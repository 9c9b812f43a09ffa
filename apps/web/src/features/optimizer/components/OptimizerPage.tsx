import type { PriceStrategiesReply, SimulationReply } from '@cobertura/contracts';
import { addMonths, type IsoDate } from '@cobertura/finance/time';
import { Button, Container, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverToday } from '../../../api/serverClock.ts';
import { bookQueries } from '../../data/api/bookQueries.ts';
import { OPTIMIZER_ASSETS, profileStrategies, type RiskProfile } from '../utils/optimizerPlan.ts';
import type { StrategyDraft } from '../utils/strategyTerms.ts';
import { type HedgePlan, PlanStep } from './PlanStep.tsx';
import { ProfileStep } from './ProfileStep.tsx';
import { ResultsStep } from './ResultsStep.tsx';
import { StrategiesStep } from './StrategiesStep.tsx';

const STEPS = 4;

/**
 * /optimizer: choose a hedging strategy by its odds (spec 02 §2 Optimizer). Four steps — what to
 * hedge, the risk profile, the strategies' terms and prices, the simulation and its results — and
 * the step navigation wraps across them.
 */
export function OptimizerPage() {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [plan, setPlan] = useState<HedgePlan>(() => ({
    asset: 'USDCOP',
    side: 'buyer',
    first: addMonths(serverToday() as IsoDate, 1),
    count: '12',
    amount: '1000000',
    budget: '',
  }));
  const [profile, setProfile] = useState<RiskProfile>(0);
  const [drafts, setDrafts] = useState<StrategyDraft[]>([]);
  const [priced, setPriced] = useState<PriceStrategiesReply | null>(null);
  const [results, setResults] = useState<SimulationReply | null>(null);
  const area = OPTIMIZER_ASSETS.find((i) => i.name === plan.asset)?.kind === 1 ? 'commodity' : 'currency';
  const catalogue = useQuery(bookQueries.strategies(area));

  const go = (next: number) => setStep(((next % STEPS) + STEPS) % STEPS);
  // A new plan, profile or term makes the prices and results stale.
  const changePlan = (next: HedgePlan) => {
    setPlan(next);
    setPriced(null);
    setResults(null);
  };
  const chooseProfile = (next: RiskProfile) => {
    setProfile(next);
    setDrafts([]);
    setPriced(null);
    setResults(null);
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
            <PlanStep plan={plan} onChange={changePlan} />
          </Stepper.Step>
          <Stepper.Step label={t('optimizer.steps.profile')} description={t('optimizer.steps.profileHint')}>
            <ProfileStep profile={profile} onChange={chooseProfile} proposed={proposed} side={plan.side} />
          </Stepper.Step>
          <Stepper.Step
            label={t('optimizer.steps.strategies')}
            description={t('optimizer.steps.strategiesHint')}
          >
            <StrategiesStep
              plan={plan}
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
              plan={plan}
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
