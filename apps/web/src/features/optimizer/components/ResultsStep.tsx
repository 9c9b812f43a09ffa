import type {
  PriceStrategiesReply,
  SimulationFigures,
  SimulationReply,
  TBacktestRequest,
  ValuationProgress,
} from '@cobertura/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BarChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/apiError.ts';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { EChart } from '../../../components/EChart.tsx';
import { formatDate, formatDateTime, formatInteger, formatNumber } from '../../../utils/format.ts';
import { parseDecimal } from '../../../utils/parseDecimal.ts';
import { optimizerApi } from '../api/optimizerApi.ts';
import { optimizerQueries } from '../api/optimizerQueries.ts';
import { figureRows } from '../utils/figureRows.ts';
import { marketRequest, strategyChoice } from '../utils/optimizerRequest.ts';
import { distributionOption, frontierOption } from '../utils/resultCharts.ts';
import type { StrategyDraft } from '../utils/strategyTerms.ts';
import { BookDrafts } from './BookDrafts.tsx';
import { FiguresTable } from './FiguresTable.tsx';
import { PastRuns } from './PastRuns.tsx';
import type { HedgePlan } from './PlanStep.tsx';

echarts.use([BarChart, ScatterChart, GridComponent, LegendComponent, TooltipComponent]);

const PROGRESS_POLL_MS = 400;
/** How far back the back-test starts: the API's default, about as far as the stored closes go. */
const BACKTEST_YEARS = 20;

/**
 * Step 4: the Monte Carlo of every calculated strategy (seeded: the seed is shown and can be typed
 * to repeat a run), with its progress in the busy modal and a way to stop it, and how it ended in
 * the same modal until Accept dismisses it; then each strategy's
 * odds against the budget, expected and confidence net rates, cash flow at risk and worst outcomes,
 * their distributions and the efficient frontier. The back-test replays the same strategies on the
 * stored history, and its figures read beside the simulation's. "Past runs" reopens a stored run's
 * results as they were answered.
 */
export function ResultsStep({
  area,
  plan,
  drafts,
  priced,
  results,
  onResults,
}: {
  area: 'currency' | 'commodity';
  plan: HedgePlan;
  drafts: StrategyDraft[];
  priced: PriceStrategiesReply | null;
  results: SimulationReply | null;
  onResults: (results: SimulationReply | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [paths, setPaths] = useState('10000');
  const [seed, setSeed] = useState('');
  const [confidence, setConfidence] = useState('95');
  const [progress, setProgress] = useState<ValuationProgress | null>(null);
  const [running, setRunning] = useState(false);
  // The busy modal stays open once a run has ended, with how it ended, until Accept dismisses it.
  const [hasEnded, setEnded] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const stop = useRef<AbortController | null>(null);
  useEffect(() => () => stop.current?.abort(), []);

  const queryClient = useQueryClient();
  // A reopened run is the stored copy itself, kept in the cache it was read into.
  const isReopened =
    results !== null && queryClient.getQueryData(optimizerQueries.run(results.id).queryKey) === results;
  const calculated = priced?.strategies.every((s) => s.calculated) ?? false;
  const budget = parseDecimal(plan.budget) ?? priced?.forward;

  const run = async () => {
    if (!priced || !budget) return;
    const controller = new AbortController();
    stop.current = controller;
    const progressId = crypto.randomUUID();
    setRunning(true);
    setEnded(false);
    setFailure(null);
    setProgress(null);
    const poll = setInterval(() => {
      optimizerApi.progress(progressId).then(setProgress, () => undefined);
    }, PROGRESS_POLL_MS);
    try {
      const { asset, ...market } = marketRequest(plan);
      const typedSeed = parseDecimal(seed);
      const reply = await optimizerApi.simulate(
        area,
        {
          ...market,
          [area]: asset,
          spot: priced.spot,
          hedges: drafts.map((d, i) => ({
            ...strategyChoice(d),
            calculated: priced.strategies[i]?.calculated ?? false,
          })),
          budget_rate: budget,
          paths: Math.round(parseDecimal(paths) ?? 10_000),
          confidence: parseDecimal(confidence) ?? 95,
          progress_id: progressId,
          ...(typedSeed === undefined ? {} : { seed: Math.round(typedSeed) }),
        },
        controller.signal,
      );
      onResults(reply);
      void queryClient.invalidateQueries({ queryKey: optimizerQueries.runs().queryKey });
      setSeed(String(reply.seed));
      setEnded(true);
    } catch (error) {
      // Cancelled: nothing was stored and the modal just closes.
      if (!controller.signal.aborted) {
        setFailure(error instanceof ApiError ? error.message : t('optimizer.results.failed'));
        setEnded(true);
      }
    } finally {
      clearInterval(poll);
      setRunning(false);
    }
  };

  // The back-test of the terms on screen, asked for by its button; one already answered for the same
  // request shows again when the step is opened again. Beside a simulation it reads at the
  // simulation's budget and confidence, so that the two sets of figures compare line by line.
  const backtestRequest: TBacktestRequest | null =
    calculated && budget
      ? {
          ...marketRequest(plan),
          strategies: drafts.map(strategyChoice),
          budget_rate: results?.budget_rate ?? budget,
          confidence: results?.confidence ?? parseDecimal(confidence) ?? 95,
          years: BACKTEST_YEARS,
        }
      : null;
  const backtestKey = JSON.stringify(backtestRequest);
  const [askedBacktest, setAskedBacktest] = useState<string | null>(null);
  const backtest = useQuery({
    ...optimizerQueries.backtest(backtestRequest),
    enabled: askedBacktest === backtestKey,
  });
  // The back-test replays the terms on screen: it reads beside their simulation, not a reopened run.
  const history = isReopened ? undefined : backtest.data;
  const rows = figureRows(results?.results ?? null, history?.results ?? null);
  const name = (f: SimulationFigures) =>
    f.pk_idstrategy === null ? t('optimizer.results.unhedged') : f.name;

  return (
    <Card withBorder radius="lg" padding="lg" mt="md">
      <Stack gap="md" data-testid="optimizer-results">
        {!calculated && (
          <Alert color="yellow" data-testid="optimizer-not-calculated">
            {t('optimizer.results.calculateFirst')}
          </Alert>
        )}
        <Group align="flex-end" gap="md">
          <DecimalInput
            label={t('optimizer.results.paths')}
            value={paths}
            onChange={setPaths}
            testId="optimizer-paths"
          />
          <DecimalInput
            label={t('optimizer.results.confidence')}
            unit="%"
            value={confidence}
            onChange={setConfidence}
          />
          <DecimalInput
            label={t('optimizer.results.seed')}
            description={t('optimizer.results.seedHint')}
            value={seed}
            onChange={setSeed}
            testId="optimizer-seed"
          />
          <Button
            onClick={() => void run()}
            disabled={!calculated || running}
            data-testid="optimizer-simulate"
          >
            {t('optimizer.results.simulate')}
          </Button>
        </Group>
        <Group align="flex-end" gap="md">
          <Button
            variant="light"
            onClick={() =>
              askedBacktest === backtestKey ? void backtest.refetch() : setAskedBacktest(backtestKey)
            }
            disabled={backtestRequest === null || isReopened}
            loading={backtest.isFetching}
            data-testid="optimizer-backtest"
          >
            {t('optimizer.backtest.run')}
          </Button>
          <PastRuns reopened={isReopened ? results.id : null} onOpen={onResults} />
        </Group>
        {failure && <Alert color="red">{failure}</Alert>}
        {results && isReopened && (
          <Alert color="blue" variant="light" data-testid="optimizer-reopened">
            {t('optimizer.runs.reopened', {
              date: formatDateTime(results.ran_at, lang),
              asset: results.asset,
              side: t(`optimizer.runs.${results.side}`),
            })}
          </Alert>
        )}
        {results && (
          <Text size="sm" c="dimmed" data-testid="optimizer-run-note">
            {t('optimizer.results.note', {
              paths: formatInteger(results.results.paths, lang),
              seed: results.seed,
              budget: formatNumber(results.budget_rate, lang, 2),
              prices: results.prices_date,
            })}
            {results.simulated ? ` ${t('optimizer.results.simulatedPrices')}` : ''}
          </Text>
        )}
        {backtest.isFetching && (
          <Group gap="sm" data-testid="optimizer-backtest-loading">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              {t('optimizer.backtest.running')}
            </Text>
          </Group>
        )}
        {backtest.error && !backtest.isFetching && (
          <Alert color="red" data-testid="optimizer-backtest-error">
            {backtest.error instanceof ApiError ? backtest.error.message : t('optimizer.backtest.failed')}
          </Alert>
        )}
        {history && (
          <Text size="sm" c="dimmed" data-testid="optimizer-backtest-note">
            {t('optimizer.backtest.note', {
              starts: formatInteger(history.starts, lang),
              from: formatDate(history.from, lang),
              to: formatDate(history.to, lang),
            })}
            {history.simulated && (
              <Badge
                component="span"
                color="yellow"
                variant="light"
                ml="xs"
                style={{ verticalAlign: 'middle' }}
              >
                {t('optimizer.backtest.simulated')}
              </Badge>
            )}
          </Text>
        )}
        {rows.length > 0 && (
          <FiguresTable
            rows={rows}
            confidence={results?.confidence ?? backtestRequest?.confidence ?? 95}
            units={results ?? backtest.data ?? null}
            name={name}
          />
        )}
        {results && (
          <>
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
              <EChart
                option={distributionOption(results, name, lang)}
                label={t('optimizer.results.distribution')}
                testId="optimizer-distribution"
              />
              <EChart
                option={frontierOption(
                  results,
                  name,
                  lang,
                  t('optimizer.results.expected'),
                  t('optimizer.results.cfar'),
                )}
                label={t('optimizer.results.frontier')}
                testId="optimizer-frontier"
              />
            </SimpleGrid>
            {!isReopened && <BookDrafts plan={plan} drafts={drafts} results={results} />}
          </>
        )}
      </Stack>
      <Modal
        opened={running || hasEnded}
        onClose={() => (running ? stop.current?.abort() : setEnded(false))}
        title={t('optimizer.results.busyTitle')}
        centered
      >
        <Stack gap="md" data-testid="optimizer-busy">
          <Text size="sm" data-testid="optimizer-busy-message">
            {running
              ? t('optimizer.results.busy', {
                  count: drafts.length,
                  paths: formatInteger(parseDecimal(paths) ?? 10_000, lang),
                })
              : (failure ??
                (results
                  ? t('optimizer.results.finished', {
                      paths: formatInteger(results.results.paths, lang),
                      seed: results.seed,
                    })
                  : ''))}
          </Text>
          {running && (
            <>
              {progress ? (
                <Progress
                  value={(100 * progress.done) / Math.max(1, progress.total)}
                  aria-label={t('optimizer.results.progress')}
                />
              ) : (
                <Group justify="center">
                  <Loader aria-label={t('optimizer.results.progress')} />
                </Group>
              )}
              <Button variant="default" onClick={() => stop.current?.abort()} data-testid="optimizer-cancel">
                {t('optimizer.results.cancel')}
              </Button>
            </>
          )}
          {!running && (
            <Button onClick={() => setEnded(false)} data-testid="optimizer-accept">
              {t('optimizer.results.accept')}
            </Button>
          )}
        </Stack>
      </Modal>
    </Card>
  );
}
