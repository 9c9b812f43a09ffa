import type { BacktestReply } from '@cobertura/contracts';
import { Alert, Badge, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatInteger } from '../../../utils/format.ts';
import { failureText } from '../utils/failureText.ts';

/** The back-test on its way, its failure, or what it replayed: how many starts, over which days. */
export function BacktestState({
  isFetching,
  error,
  history,
}: {
  isFetching: boolean;
  error: Error | null;
  /** The back-test shown beside the simulation, if any. */
  history: BacktestReply | undefined;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <>
      {isFetching && (
        <Group gap="sm" data-testid="optimizer-backtest-loading">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t('optimizer.backtest.running')}
          </Text>
        </Group>
      )}
      {error && !isFetching && (
        <Alert color="red" data-testid="optimizer-backtest-error">
          {failureText(error, t('optimizer.backtest.failed'))}
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
    </>
  );
}
