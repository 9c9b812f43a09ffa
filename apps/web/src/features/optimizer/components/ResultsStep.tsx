import type { PriceStrategiesReply, SimulationFigures, SimulationReply } from '@cobertura/contracts';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { strategyLabel } from '../../../shared/book/strategyLabel.ts';
import { parseDecimal } from '../../../utils/parseDecimal.ts';
import { optimizerQueries } from '../api/optimizerQueries.ts';
import { useBacktest } from '../hooks/useBacktest.ts';
import { DEFAULT_CONFIDENCE, DEFAULT_PATHS, useSimulation } from '../hooks/useSimulation.ts';
import { assetRateText } from '../utils/assetFigures.ts';
import { figureRows } from '../utils/figureRows.ts';
import type { HedgePlan } from '../utils/optimizerPlan.ts';
import type { StrategyDraft } from '../utils/strategyTerms.ts';
import { AskDesk } from './AskDesk.tsx';
import { BacktestState } from './BacktestState.tsx';
import { BookDrafts } from './BookDrafts.tsx';
import { FiguresTable } from './FiguresTable.tsx';
import { PastRuns } from './PastRuns.tsx';
import { ResultCharts } from './ResultCharts.tsx';
import { RunNotes } from './RunNotes.tsx';
import { SimulationModal } from './SimulationModal.tsx';

/**
 * Step 4: the Monte Carlo of every calculated strategy (seeded: the seed is shown and can be typed
 * to repeat a run), with its progress in the busy modal and a way to stop it, and how it ended in
 * the same modal until Accept dismisses it; then each strategy's odds against the budget, expected
 * and confidence net rates, cash flow at risk and worst outcomes, their distributions and the
 * efficient frontier. The back-test replays the strategies on the stored history, read beside the
 * simulation's; "Past runs" reopens a stored run as answered; the chosen one is booked or asked of the desk.
 */
export function ResultsStep({
  area,
  plan,
  portfolioBudget,
  drafts,
  priced,
  results,
  onResults,
}: {
  area: 'currency' | 'commodity';
  plan: HedgePlan;
  /** The portfolio's budget rate for the asset; null without one. */
  portfolioBudget: number | null;
  drafts: StrategyDraft[];
  priced: PriceStrategiesReply | null;
  results: SimulationReply | null;
  onResults: (results: SimulationReply | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const simulation = useSimulation({ area, plan, portfolioBudget, drafts, priced, onResults });
  const queryClient = useQueryClient();
  // A reopened run is the stored copy itself, kept in the cache it was read into.
  const isReopened =
    results !== null && queryClient.getQueryData(optimizerQueries.run(results.id).queryKey) === results;
  const isCalculated = priced?.strategies.every((s) => s.calculated) ?? false;
  const backtest = useBacktest({
    plan,
    drafts,
    results,
    budget: simulation.budget.rate,
    confidence: simulation.confidence,
    isCalculated,
  });
  // The back-test replays the terms on screen: it reads beside their simulation, not a reopened run.
  const history = isReopened ? undefined : backtest.query.data;
  const rows = figureRows(results?.results ?? null, history?.results ?? null);
  const name = (f: SimulationFigures) =>
    f.pk_idstrategy === null ? t('optimizer.results.unhedged') : strategyLabel(f.name, t);

  return (
    <Card withBorder radius="lg" padding="lg" mt="md">
      <Stack gap="md" data-testid="optimizer-results">
        {!isCalculated && (
          <Alert color="yellow" data-testid="optimizer-not-calculated">
            {t('optimizer.results.calculateFirst')}
          </Alert>
        )}
        <Group align="flex-end" gap="md">
          <DecimalInput
            label={t('optimizer.results.paths')}
            value={simulation.paths}
            onChange={simulation.setPaths}
            testId="optimizer-paths"
          />
          <DecimalInput
            label={t('optimizer.results.confidence')}
            unit="%"
            value={simulation.confidence}
            onChange={simulation.setConfidence}
          />
          <DecimalInput
            label={t('optimizer.results.seed')}
            description={t('optimizer.results.seedHint')}
            value={simulation.seed}
            onChange={simulation.setSeed}
            testId="optimizer-seed"
          />
          <Button
            onClick={simulation.run}
            disabled={!isCalculated || simulation.isRunning}
            data-testid="optimizer-simulate"
          >
            {t('optimizer.results.simulate')}
          </Button>
        </Group>
        <Group align="flex-end" gap="md">
          <Button
            variant="light"
            onClick={backtest.ask}
            disabled={backtest.request === null || isReopened}
            loading={backtest.query.isFetching}
            data-testid="optimizer-backtest"
          >
            {t('optimizer.backtest.run')}
          </Button>
          <PastRuns reopened={isReopened ? results.id : null} onOpen={onResults} />
        </Group>
        {simulation.budget.rate !== undefined && priced && (
          <Text size="sm" data-testid="optimizer-budget-note">
            {t(`optimizer.results.budget.${simulation.budget.source}`, {
              rate: assetRateText(simulation.budget.rate, plan.asset, priced, i18n.language),
            })}
          </Text>
        )}
        {simulation.failure && <Alert color="red">{simulation.failure}</Alert>}
        {results && <RunNotes results={results} isReopened={isReopened} />}
        <BacktestState
          isFetching={backtest.query.isFetching}
          error={backtest.query.error}
          history={history}
        />
        {rows.length > 0 && (
          <FiguresTable
            rows={rows}
            confidence={results?.confidence ?? backtest.request?.confidence ?? DEFAULT_CONFIDENCE}
            units={results ?? backtest.query.data ?? null}
            name={name}
          />
        )}
        {results && (
          <>
            <ResultCharts results={results} name={name} />
            {!isReopened && <BookDrafts plan={plan} drafts={drafts} results={results} />}
            {!isReopened && <AskDesk plan={plan} drafts={drafts} results={results} />}
          </>
        )}
      </Stack>
      <SimulationModal
        isRunning={simulation.isRunning}
        hasEnded={simulation.hasEnded}
        progress={simulation.progress}
        strategies={drafts.length}
        paths={parseDecimal(simulation.paths) ?? DEFAULT_PATHS}
        failure={simulation.failure}
        results={results}
        onCancel={simulation.cancel}
        onDismiss={simulation.dismiss}
      />
    </Card>
  );
}
