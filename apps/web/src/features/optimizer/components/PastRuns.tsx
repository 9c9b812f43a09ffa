import type { SimulationReply } from '@cobertura/contracts';
import { Alert, Loader, Select, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { strategyLabel } from '../../../shared/book/strategyLabel.ts';
import { formatDateTime, formatInteger } from '../../../utils/format.ts';
import type { SimulationRun } from '../api/optimizerApi.ts';
import { optimizerQueries } from '../api/optimizerQueries.ts';
import { failureText } from '../utils/failureText.ts';

/**
 * "Past runs": the user's newest stored simulations (when, what, how many paths, which seed, which
 * strategies); choosing one reopens its results as they were answered.
 */
export function PastRuns({
  reopened,
  onOpen,
}: {
  /** The run on screen, when it is a reopened one. */
  reopened: string | null;
  onOpen: (reply: SimulationReply) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const runs = useQuery(optimizerQueries.runs());
  const open = useMutation({
    mutationFn: (id: string) => queryClient.fetchQuery(optimizerQueries.run(id)),
    onSuccess: onOpen,
  });
  const label = (run: SimulationRun) =>
    [
      formatDateTime(run.ran_at, lang),
      run.asset,
      t(`optimizer.runs.${run.side}`),
      t('optimizer.runs.paths', { paths: formatInteger(run.paths, lang) }),
      t('optimizer.runs.seed', { seed: run.seed }),
      run.strategies.map((name) => strategyLabel(name, t)).join(', '),
    ].join(' · ');
  const failure = runs.error ?? open.error;
  return (
    <Stack gap="xs" flex={1} maw={720}>
      <Select
        label={t('optimizer.runs.label')}
        placeholder={runs.data?.length === 0 ? t('optimizer.runs.none') : t('optimizer.runs.placeholder')}
        data={(runs.data ?? []).map((run) => ({ value: run.id, label: label(run) }))}
        value={reopened}
        onChange={(id) => id && open.mutate(id)}
        disabled={!runs.data?.length}
        rightSection={runs.isLoading || open.isPending ? <Loader size="xs" /> : undefined}
        allowDeselect={false}
        comboboxProps={{ width: 'target' }}
        data-testid="optimizer-past-runs"
      />
      {failure && <Alert color="red">{failureText(failure, t('optimizer.runs.failed'))}</Alert>}
    </Stack>
  );
}
