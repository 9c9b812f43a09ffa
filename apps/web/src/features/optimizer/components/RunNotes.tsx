import type { SimulationReply } from '@cobertura/contracts';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatInteger } from '../../../utils/format.ts';
import { assetRateText } from '../utils/assetFigures.ts';

/** How the results shown were made: a reopened run's date and terms, and the run's paths, seed and prices. */
export function RunNotes({ results, isReopened }: { results: SimulationReply; isReopened: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <>
      {isReopened && (
        <Alert color="blue" variant="light" data-testid="optimizer-reopened">
          {t('optimizer.runs.reopened', {
            date: formatDateTime(results.ran_at, lang),
            asset: results.asset,
            side: t(`optimizer.runs.${results.side}`),
          })}
        </Alert>
      )}
      <Text size="sm" c="dimmed" data-testid="optimizer-run-note">
        {t('optimizer.results.note', {
          paths: formatInteger(results.results.paths, lang),
          seed: results.seed,
          budget: assetRateText(results.budget_rate, results.asset, results, lang),
          prices: results.prices_date,
        })}
        {results.simulated ? ` ${t('optimizer.results.simulatedPrices')}` : ''}
      </Text>
    </>
  );
}
