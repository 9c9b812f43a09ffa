import type { ToolMarket } from '@cobertura/contracts';
import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/apiError.ts';
import { formatDate } from '../../../utils/format.ts';

/**
 * Where a calculator's spot, rates and volatility come from: the stored market of the day (labelled
 * simulated when it is), while it is read, or why there is none — the user types them then.
 */
export function MarketNote({
  pair,
  market,
  testId,
}: {
  pair: string;
  market: UseQueryResult<ToolMarket>;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const { data, error } = market;
  const text = data
    ? t(data.simulated ? 'tools.market.storedSimulated' : 'tools.market.stored', {
        pair,
        date: formatDate(data.prices_date, i18n.language),
      })
    : error
      ? t(
          error instanceof ApiError && error.status === 404 ? 'tools.market.missing' : 'tools.market.failed',
          {
            pair,
          },
        )
      : market.isFetching
        ? t('tools.market.reading', { pair })
        : null;
  if (!text) return null;
  return (
    <Text size="xs" c="dimmed" data-testid={testId}>
      {text}
    </Text>
  );
}
