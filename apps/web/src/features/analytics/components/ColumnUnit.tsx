import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What a column's figures count, on its own line under the header's name: "in USD", "in COP per
 * USD". Nothing when the unit is unknown.
 */
export function ColumnUnit({ unit }: { unit: string | null | undefined }) {
  const { t } = useTranslation();
  if (!unit) return null;
  return (
    <Text span size="xs" c="dimmed" fw={400} display="block" data-testid="column-unit">
      {t('analytics.units.in', { unit })}
    </Text>
  );
}
