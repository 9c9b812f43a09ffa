import type { ValuationProgress } from '@cobertura/contracts';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../../utils/format.ts';

/** How far a large book's valuation got: a bar and 'Valued 40,000 of 100,000 hedges'. */
export function ValuationProgressBar({ progress }: { progress: ValuationProgress }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const percent = progress.total > 0 ? (100 * progress.done) / progress.total : 0;
  return (
    <Stack gap={4} w={320} data-testid="valuation-progress">
      <Progress.Root size="md">
        <Progress.Section value={percent} aria-label={t('analytics.progress.label')} />
      </Progress.Root>
      <Text size="sm" ta="center">
        {t('analytics.progress.text', {
          count: progress.total,
          done: formatInteger(progress.done, lang),
          total: formatInteger(progress.total, lang),
        })}
      </Text>
    </Stack>
  );
}
