import { ZOptimizerChoices } from '@cobertura/contracts';
import { Button, Container, Group, Loader, Stack, Stepper } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { usePreferenceGroup } from '../../../shared/preferences/usePreferenceGroup.ts';
import {
  type OptimizerChoices,
  type PortfolioHolders,
  useOptimizerSession,
} from '../hooks/useOptimizerSession.ts';
import { usePortfolioHolders } from '../hooks/usePortfolioHolders.ts';
import type { PlanHolders } from '../utils/planChoices.ts';
import { PlanStep } from './PlanStep.tsx';
import { ProfileStep } from './ProfileStep.tsx';
import { ResultsStep } from './ResultsStep.tsx';
import { StrategiesStep } from './StrategiesStep.tsx';

const STEPS = 4;

/** What a new user sees until their preferences arrive: the spec's defaults. */
const DEFAULT_CHOICES = ZOptimizerChoices.parse({});

/**
 * /optimizer: choose a hedging strategy by its odds (spec 02 §2 Optimizer). Four steps — what to
 * hedge, the risk profile, the strategies' terms and prices, the simulation and its results — and
 * the step navigation wraps across them. The asset, side, portfolio and profile are kept in the
 * user's `optimizer_choices` and chosen again on the next visit; a first visit opens on the user's
 * portfolio holding the asset, with its budget rate.
 */
export function OptimizerPage() {
  const preferences = usePreferenceGroup('optimizer_choices', DEFAULT_CHOICES);
  const holders = usePortfolioHolders();
  // The plan opens on the user's portfolio: their companies are read first (and once: the steps
  // take them from here, so that no read of theirs starts another).
  if (preferences.isPending || holders.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  return <OptimizerSteps saved={preferences.choices} save={preferences.update} holders={holders} />;
}

function OptimizerSteps({
  saved,
  save,
  holders,
}: {
  saved: OptimizerChoices;
  save: (changes: Partial<OptimizerChoices>) => void;
  holders: PortfolioHolders & PlanHolders;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const session = useOptimizerSession(saved, save, holders);
  const { plan, hedged, book, proposed, drafts, priced, results } = session;
  const go = (next: number) => setStep(((next % STEPS) + STEPS) % STEPS);

  return (
    <Container size="xl" py="lg" data-testid="optimizer-page">
      <Stack gap="lg">
        <PageHeader title={t('optimizer.title')} subtitle={t('optimizer.subtitle')} />
        <Stepper active={step} onStepClick={go} allowNextStepsSelect>
          <Stepper.Step label={t('optimizer.steps.plan')} description={t('optimizer.steps.planHint')}>
            <PlanStep
              plan={plan}
              book={{ data: book.data, isLoading: book.isLoading, error: book.error }}
              holders={holders}
              onChange={session.changePlan}
              onAsset={session.chooseAsset}
              onSide={session.chooseSide}
              onPortfolio={session.choosePortfolio}
            />
          </Stepper.Step>
          <Stepper.Step label={t('optimizer.steps.profile')} description={t('optimizer.steps.profileHint')}>
            <ProfileStep
              profile={session.profile}
              onChange={session.chooseProfile}
              proposed={proposed}
              side={plan.side}
            />
          </Stepper.Step>
          <Stepper.Step
            label={t('optimizer.steps.strategies')}
            description={t('optimizer.steps.strategiesHint')}
          >
            <StrategiesStep
              plan={hedged}
              proposed={proposed}
              catalogue={session.catalogue}
              drafts={drafts}
              onDrafts={session.changeDrafts}
              priced={priced}
              onPriced={session.setPriced}
            />
          </Stepper.Step>
          <Stepper.Step label={t('optimizer.steps.results')} description={t('optimizer.steps.resultsHint')}>
            <ResultsStep
              area={session.area}
              plan={hedged}
              portfolioBudget={session.portfolioBudget}
              drafts={drafts}
              priced={priced}
              results={results}
              onResults={session.setResults}
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
