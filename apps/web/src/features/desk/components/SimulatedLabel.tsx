import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The mark of a simulated bank's price: a demo figure, not a real one. */
export function SimulatedLabel() {
  const { t } = useTranslation();
  return (
    <Badge color="orange" variant="light" size="xs" style={{ flexShrink: 0 }} data-testid="simulated-label">
      {t('desk.simulated')}
    </Badge>
  );
}
