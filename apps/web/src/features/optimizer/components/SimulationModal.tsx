import type { SimulationReply, ValuationProgress } from '@cobertura/contracts';
import { Button, Group, Loader, Modal, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../../utils/format.ts';

/**
 * The busy modal of a simulation: its progress and a way to stop it while it runs, then how it
 * ended until Accept dismisses it.
 */
export function SimulationModal({
  isRunning,
  hasEnded,
  progress,
  strategies,
  paths,
  failure,
  results,
  onCancel,
  onDismiss,
}: {
  isRunning: boolean;
  hasEnded: boolean;
  progress: ValuationProgress | null;
  /** How many strategies run. */
  strategies: number;
  /** The paths asked for. */
  paths: number;
  failure: string | null;
  results: SimulationReply | null;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const ended =
    failure ??
    (results
      ? t('optimizer.results.finished', {
          paths: formatInteger(results.results.paths, lang),
          seed: results.seed,
        })
      : '');
  return (
    <Modal
      opened={isRunning || hasEnded}
      onClose={isRunning ? onCancel : onDismiss}
      title={t('optimizer.results.busyTitle')}
      centered
    >
      <Stack gap="md" data-testid="optimizer-busy">
        <Text size="sm" data-testid="optimizer-busy-message">
          {isRunning
            ? t('optimizer.results.busy', { count: strategies, paths: formatInteger(paths, lang) })
            : ended}
        </Text>
        {isRunning && (
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
            <Button variant="default" onClick={onCancel} data-testid="optimizer-cancel">
              {t('optimizer.results.cancel')}
            </Button>
          </>
        )}
        {!isRunning && (
          <Button onClick={onDismiss} data-testid="optimizer-accept">
            {t('optimizer.results.accept')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
