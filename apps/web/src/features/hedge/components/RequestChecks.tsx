import type { HedgeRequest } from '@cobertura/contracts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../utils/format.ts';
import { quantityText } from '../utils/figures.ts';

/** What the request was checked against when it was sent: the program's requirement and the open exposure. */
export function RequestChecks({
  request,
  checks,
}: {
  request: HedgeRequest;
  checks: NonNullable<HedgeRequest['checks']>;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Stack gap={4} data-testid="hedge-detail-checks">
      <Group gap="xs">
        <Badge color={checks.within_program ? 'green' : 'orange'} variant="light">
          {t(checks.within_program ? 'hedge.checks.withinProgram' : 'hedge.checks.beyondProgram')}
        </Badge>
        <Badge color={checks.within_exposure ? 'green' : 'orange'} variant="light">
          {t(checks.within_exposure ? 'hedge.checks.withinExposure' : 'hedge.checks.beyondExposure')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t('hedge.checks.figures', {
          required: quantityText(checks.required, lang, request),
          open: quantityText(checks.open_exposure, lang, request),
        })}
      </Text>
      {checks.moved_dates.map((moved) => (
        <Text key={moved.from} size="sm" c="dimmed">
          {t('hedge.checks.moved', { from: formatDate(moved.from, lang), to: formatDate(moved.to, lang) })}
        </Text>
      ))}
    </Stack>
  );
}
