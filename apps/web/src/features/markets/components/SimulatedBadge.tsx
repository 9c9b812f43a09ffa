import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../utils/format.ts';

/** The mark every simulated value carries on screen; `from` when only the days after it are simulated. */
export function SimulatedBadge({ from }: { from?: string | null }) {
  const { t, i18n } = useTranslation();
  return (
    <Badge color="orange" variant="light" size="sm" style={{ flexShrink: 0 }} data-testid="simulated-badge">
      {from
        ? t('markets.data.simulatedFrom', { date: formatDate(from, i18n.language) })
        : t('markets.data.simulated')}
    </Badge>
  );
}
